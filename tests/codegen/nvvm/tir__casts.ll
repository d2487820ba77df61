; kernel promote [T=16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @promote(i8 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, half addrspace(1)* noalias readonly %p3, i32 %p4, i32 %p5, i32 addrspace(1)* noalias readonly %p6, i32 %p7, i32 %p8, float addrspace(1)* noalias %p9, i32 %p10, i32 %p11) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = sext i32 %v4 to i64
  %v6 = mul i64 %v5, 16
  %v7 = zext i32 %p1 to i64
  %v8 = add i64 %v6, 16
  %v9 = icmp sle i64 %v8, %v7
  %v10 = icmp sge i64 %v5, 0
  %v11 = and i1 %v9, %v10
  br i1 %v11, label %ld_full1, label %ld_edge2
ld_full1:
  %v12 = icmp ult i64 %v6, %v7
  %v13 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v6
  %v14 = bitcast i8 addrspace(1)* %v13 to <4 x i32> addrspace(1)*
  %v15 = load <4 x i32>, <4 x i32> addrspace(1)* %v14, align 16
  %v16 = extractelement <4 x i32> %v15, i32 0
  %v17 = trunc i32 %v16 to i8
  %v18 = extractelement <4 x i32> %v15, i32 0
  %v19 = lshr i32 %v18, 8
  %v20 = trunc i32 %v19 to i8
  %v21 = extractelement <4 x i32> %v15, i32 0
  %v22 = lshr i32 %v21, 16
  %v23 = trunc i32 %v22 to i8
  %v24 = extractelement <4 x i32> %v15, i32 0
  %v25 = lshr i32 %v24, 24
  %v26 = trunc i32 %v25 to i8
  %v27 = extractelement <4 x i32> %v15, i32 1
  %v28 = trunc i32 %v27 to i8
  %v29 = extractelement <4 x i32> %v15, i32 1
  %v30 = lshr i32 %v29, 8
  %v31 = trunc i32 %v30 to i8
  %v32 = extractelement <4 x i32> %v15, i32 1
  %v33 = lshr i32 %v32, 16
  %v34 = trunc i32 %v33 to i8
  %v35 = extractelement <4 x i32> %v15, i32 1
  %v36 = lshr i32 %v35, 24
  %v37 = trunc i32 %v36 to i8
  %v38 = extractelement <4 x i32> %v15, i32 2
  %v39 = trunc i32 %v38 to i8
  %v40 = extractelement <4 x i32> %v15, i32 2
  %v41 = lshr i32 %v40, 8
  %v42 = trunc i32 %v41 to i8
  %v43 = extractelement <4 x i32> %v15, i32 2
  %v44 = lshr i32 %v43, 16
  %v45 = trunc i32 %v44 to i8
  %v46 = extractelement <4 x i32> %v15, i32 2
  %v47 = lshr i32 %v46, 24
  %v48 = trunc i32 %v47 to i8
  %v49 = extractelement <4 x i32> %v15, i32 3
  %v50 = trunc i32 %v49 to i8
  %v51 = extractelement <4 x i32> %v15, i32 3
  %v52 = lshr i32 %v51, 8
  %v53 = trunc i32 %v52 to i8
  %v54 = extractelement <4 x i32> %v15, i32 3
  %v55 = lshr i32 %v54, 16
  %v56 = trunc i32 %v55 to i8
  %v57 = extractelement <4 x i32> %v15, i32 3
  %v58 = lshr i32 %v57, 24
  %v59 = trunc i32 %v58 to i8
  br label %ld_done3
ld_edge2:
  %v60 = icmp ult i64 %v6, %v7
  %v61 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v6
  %v62 = bitcast i8 addrspace(1)* %v61 to <4 x i32> addrspace(1)*
  %v63 = ptrtoint <4 x i32> addrspace(1)* %v62 to i64
  %v64 = zext i1 %v60 to i32
  %v65 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v63, i32 %v64, i32 0, i32 0, i32 0, i32 0)
  %v66 = extractvalue {i32, i32, i32, i32} %v65, 0
  %v67 = extractvalue {i32, i32, i32, i32} %v65, 1
  %v68 = extractvalue {i32, i32, i32, i32} %v65, 2
  %v69 = extractvalue {i32, i32, i32, i32} %v65, 3
  %v70 = insertelement <4 x i32> undef, i32 %v66, i32 0
  %v71 = insertelement <4 x i32> %v70, i32 %v67, i32 1
  %v72 = insertelement <4 x i32> %v71, i32 %v68, i32 2
  %v73 = insertelement <4 x i32> %v72, i32 %v69, i32 3
  %v74 = extractelement <4 x i32> %v73, i32 0
  %v75 = trunc i32 %v74 to i8
  %v76 = extractelement <4 x i32> %v73, i32 0
  %v77 = lshr i32 %v76, 8
  %v78 = trunc i32 %v77 to i8
  %v79 = extractelement <4 x i32> %v73, i32 0
  %v80 = lshr i32 %v79, 16
  %v81 = trunc i32 %v80 to i8
  %v82 = extractelement <4 x i32> %v73, i32 0
  %v83 = lshr i32 %v82, 24
  %v84 = trunc i32 %v83 to i8
  %v85 = extractelement <4 x i32> %v73, i32 1
  %v86 = trunc i32 %v85 to i8
  %v87 = extractelement <4 x i32> %v73, i32 1
  %v88 = lshr i32 %v87, 8
  %v89 = trunc i32 %v88 to i8
  %v90 = extractelement <4 x i32> %v73, i32 1
  %v91 = lshr i32 %v90, 16
  %v92 = trunc i32 %v91 to i8
  %v93 = extractelement <4 x i32> %v73, i32 1
  %v94 = lshr i32 %v93, 24
  %v95 = trunc i32 %v94 to i8
  %v96 = extractelement <4 x i32> %v73, i32 2
  %v97 = trunc i32 %v96 to i8
  %v98 = extractelement <4 x i32> %v73, i32 2
  %v99 = lshr i32 %v98, 8
  %v100 = trunc i32 %v99 to i8
  %v101 = extractelement <4 x i32> %v73, i32 2
  %v102 = lshr i32 %v101, 16
  %v103 = trunc i32 %v102 to i8
  %v104 = extractelement <4 x i32> %v73, i32 2
  %v105 = lshr i32 %v104, 24
  %v106 = trunc i32 %v105 to i8
  %v107 = extractelement <4 x i32> %v73, i32 3
  %v108 = trunc i32 %v107 to i8
  %v109 = extractelement <4 x i32> %v73, i32 3
  %v110 = lshr i32 %v109, 8
  %v111 = trunc i32 %v110 to i8
  %v112 = extractelement <4 x i32> %v73, i32 3
  %v113 = lshr i32 %v112, 16
  %v114 = trunc i32 %v113 to i8
  %v115 = extractelement <4 x i32> %v73, i32 3
  %v116 = lshr i32 %v115, 24
  %v117 = trunc i32 %v116 to i8
  br label %ld_done3
ld_done3:
  %v118 = phi i8 [ %v17, %ld_full1 ], [ %v75, %ld_edge2 ]
  %v119 = phi i8 [ %v20, %ld_full1 ], [ %v78, %ld_edge2 ]
  %v120 = phi i8 [ %v23, %ld_full1 ], [ %v81, %ld_edge2 ]
  %v121 = phi i8 [ %v26, %ld_full1 ], [ %v84, %ld_edge2 ]
  %v122 = phi i8 [ %v28, %ld_full1 ], [ %v86, %ld_edge2 ]
  %v123 = phi i8 [ %v31, %ld_full1 ], [ %v89, %ld_edge2 ]
  %v124 = phi i8 [ %v34, %ld_full1 ], [ %v92, %ld_edge2 ]
  %v125 = phi i8 [ %v37, %ld_full1 ], [ %v95, %ld_edge2 ]
  %v126 = phi i8 [ %v39, %ld_full1 ], [ %v97, %ld_edge2 ]
  %v127 = phi i8 [ %v42, %ld_full1 ], [ %v100, %ld_edge2 ]
  %v128 = phi i8 [ %v45, %ld_full1 ], [ %v103, %ld_edge2 ]
  %v129 = phi i8 [ %v48, %ld_full1 ], [ %v106, %ld_edge2 ]
  %v130 = phi i8 [ %v50, %ld_full1 ], [ %v108, %ld_edge2 ]
  %v131 = phi i8 [ %v53, %ld_full1 ], [ %v111, %ld_edge2 ]
  %v132 = phi i8 [ %v56, %ld_full1 ], [ %v114, %ld_edge2 ]
  %v133 = phi i8 [ %v59, %ld_full1 ], [ %v117, %ld_edge2 ]
  %v134 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v135 = and i32 %v2, 1
  %v136 = shl i32 %v135, 3
  %v137 = and i32 %v136, 15
  %v138 = sext i32 %v134 to i64
  %v139 = mul i64 %v138, 16
  %v140 = zext i32 %v137 to i64
  %v141 = add i64 %v139, %v140
  %v142 = zext i32 %p4 to i64
  %v143 = add i64 %v139, 16
  %v144 = icmp sle i64 %v143, %v142
  %v145 = icmp sge i64 %v138, 0
  %v146 = and i1 %v144, %v145
  br i1 %v146, label %ld_full4, label %ld_edge5
ld_full4:
  %v147 = icmp ult i64 %v141, %v142
  %v148 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v141
  %v149 = bitcast half addrspace(1)* %v148 to <4 x i32> addrspace(1)*
  %v150 = load <4 x i32>, <4 x i32> addrspace(1)* %v149, align 16
  %v151 = extractelement <4 x i32> %v150, i32 0
  %v152 = trunc i32 %v151 to i16
  %v153 = bitcast i16 %v152 to half
  %v154 = fpext half %v153 to float
  %v155 = extractelement <4 x i32> %v150, i32 0
  %v156 = lshr i32 %v155, 16
  %v157 = trunc i32 %v156 to i16
  %v158 = bitcast i16 %v157 to half
  %v159 = fpext half %v158 to float
  %v160 = extractelement <4 x i32> %v150, i32 1
  %v161 = trunc i32 %v160 to i16
  %v162 = bitcast i16 %v161 to half
  %v163 = fpext half %v162 to float
  %v164 = extractelement <4 x i32> %v150, i32 1
  %v165 = lshr i32 %v164, 16
  %v166 = trunc i32 %v165 to i16
  %v167 = bitcast i16 %v166 to half
  %v168 = fpext half %v167 to float
  %v169 = extractelement <4 x i32> %v150, i32 2
  %v170 = trunc i32 %v169 to i16
  %v171 = bitcast i16 %v170 to half
  %v172 = fpext half %v171 to float
  %v173 = extractelement <4 x i32> %v150, i32 2
  %v174 = lshr i32 %v173, 16
  %v175 = trunc i32 %v174 to i16
  %v176 = bitcast i16 %v175 to half
  %v177 = fpext half %v176 to float
  %v178 = extractelement <4 x i32> %v150, i32 3
  %v179 = trunc i32 %v178 to i16
  %v180 = bitcast i16 %v179 to half
  %v181 = fpext half %v180 to float
  %v182 = extractelement <4 x i32> %v150, i32 3
  %v183 = lshr i32 %v182, 16
  %v184 = trunc i32 %v183 to i16
  %v185 = bitcast i16 %v184 to half
  %v186 = fpext half %v185 to float
  br label %ld_done6
ld_edge5:
  %v187 = fptrunc float 0x0000000000000000 to half
  %v188 = bitcast half %v187 to i16
  %v189 = zext i16 %v188 to i32
  %v190 = bitcast half %v187 to i16
  %v191 = zext i16 %v190 to i32
  %v192 = shl i32 %v191, 16
  %v193 = or i32 %v189, %v192
  %v194 = icmp ult i64 %v141, %v142
  %v195 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v141
  %v196 = bitcast half addrspace(1)* %v195 to <4 x i32> addrspace(1)*
  %v197 = ptrtoint <4 x i32> addrspace(1)* %v196 to i64
  %v198 = zext i1 %v194 to i32
  %v199 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v197, i32 %v198, i32 %v193, i32 %v193, i32 %v193, i32 %v193)
  %v200 = extractvalue {i32, i32, i32, i32} %v199, 0
  %v201 = extractvalue {i32, i32, i32, i32} %v199, 1
  %v202 = extractvalue {i32, i32, i32, i32} %v199, 2
  %v203 = extractvalue {i32, i32, i32, i32} %v199, 3
  %v204 = insertelement <4 x i32> undef, i32 %v200, i32 0
  %v205 = insertelement <4 x i32> %v204, i32 %v201, i32 1
  %v206 = insertelement <4 x i32> %v205, i32 %v202, i32 2
  %v207 = insertelement <4 x i32> %v206, i32 %v203, i32 3
  %v208 = extractelement <4 x i32> %v207, i32 0
  %v209 = trunc i32 %v208 to i16
  %v210 = bitcast i16 %v209 to half
  %v211 = fpext half %v210 to float
  %v212 = extractelement <4 x i32> %v207, i32 0
  %v213 = lshr i32 %v212, 16
  %v214 = trunc i32 %v213 to i16
  %v215 = bitcast i16 %v214 to half
  %v216 = fpext half %v215 to float
  %v217 = extractelement <4 x i32> %v207, i32 1
  %v218 = trunc i32 %v217 to i16
  %v219 = bitcast i16 %v218 to half
  %v220 = fpext half %v219 to float
  %v221 = extractelement <4 x i32> %v207, i32 1
  %v222 = lshr i32 %v221, 16
  %v223 = trunc i32 %v222 to i16
  %v224 = bitcast i16 %v223 to half
  %v225 = fpext half %v224 to float
  %v226 = extractelement <4 x i32> %v207, i32 2
  %v227 = trunc i32 %v226 to i16
  %v228 = bitcast i16 %v227 to half
  %v229 = fpext half %v228 to float
  %v230 = extractelement <4 x i32> %v207, i32 2
  %v231 = lshr i32 %v230, 16
  %v232 = trunc i32 %v231 to i16
  %v233 = bitcast i16 %v232 to half
  %v234 = fpext half %v233 to float
  %v235 = extractelement <4 x i32> %v207, i32 3
  %v236 = trunc i32 %v235 to i16
  %v237 = bitcast i16 %v236 to half
  %v238 = fpext half %v237 to float
  %v239 = extractelement <4 x i32> %v207, i32 3
  %v240 = lshr i32 %v239, 16
  %v241 = trunc i32 %v240 to i16
  %v242 = bitcast i16 %v241 to half
  %v243 = fpext half %v242 to float
  br label %ld_done6
ld_done6:
  %v244 = phi float [ %v154, %ld_full4 ], [ %v211, %ld_edge5 ]
  %v245 = phi float [ %v159, %ld_full4 ], [ %v216, %ld_edge5 ]
  %v246 = phi float [ %v163, %ld_full4 ], [ %v220, %ld_edge5 ]
  %v247 = phi float [ %v168, %ld_full4 ], [ %v225, %ld_edge5 ]
  %v248 = phi float [ %v172, %ld_full4 ], [ %v229, %ld_edge5 ]
  %v249 = phi float [ %v177, %ld_full4 ], [ %v234, %ld_edge5 ]
  %v250 = phi float [ %v181, %ld_full4 ], [ %v238, %ld_edge5 ]
  %v251 = phi float [ %v186, %ld_full4 ], [ %v243, %ld_edge5 ]
  %v252 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v253 = and i32 %v2, 1
  %v254 = shl i32 %v253, 2
  %v255 = lshr i32 %v2, 1
  %v256 = and i32 %v255, 1
  %v257 = shl i32 %v256, 3
  %v258 = or i32 %v254, %v257
  %v259 = and i32 %v258, 15
  %v260 = sext i32 %v252 to i64
  %v261 = mul i64 %v260, 16
  %v262 = zext i32 %v259 to i64
  %v263 = add i64 %v261, %v262
  %v264 = zext i32 %p7 to i64
  %v265 = add i64 %v261, 16
  %v266 = icmp sle i64 %v265, %v264
  %v267 = icmp sge i64 %v260, 0
  %v268 = and i1 %v266, %v267
  br i1 %v268, label %ld_full7, label %ld_edge8
ld_full7:
  %v269 = icmp ult i64 %v263, %v264
  %v270 = getelementptr inbounds i32, i32 addrspace(1)* %p6, i64 %v263
  %v271 = bitcast i32 addrspace(1)* %v270 to <4 x i32> addrspace(1)*
  %v272 = load <4 x i32>, <4 x i32> addrspace(1)* %v271, align 16
  %v273 = extractelement <4 x i32> %v272, i32 0
  %v274 = extractelement <4 x i32> %v272, i32 1
  %v275 = extractelement <4 x i32> %v272, i32 2
  %v276 = extractelement <4 x i32> %v272, i32 3
  br label %ld_done9
ld_edge8:
  %v277 = icmp ult i64 %v263, %v264
  %v278 = getelementptr inbounds i32, i32 addrspace(1)* %p6, i64 %v263
  %v279 = bitcast i32 addrspace(1)* %v278 to <4 x i32> addrspace(1)*
  %v280 = ptrtoint <4 x i32> addrspace(1)* %v279 to i64
  %v281 = zext i1 %v277 to i32
  %v282 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v280, i32 %v281, i32 0, i32 0, i32 0, i32 0)
  %v283 = extractvalue {i32, i32, i32, i32} %v282, 0
  %v284 = extractvalue {i32, i32, i32, i32} %v282, 1
  %v285 = extractvalue {i32, i32, i32, i32} %v282, 2
  %v286 = extractvalue {i32, i32, i32, i32} %v282, 3
  %v287 = insertelement <4 x i32> undef, i32 %v283, i32 0
  %v288 = insertelement <4 x i32> %v287, i32 %v284, i32 1
  %v289 = insertelement <4 x i32> %v288, i32 %v285, i32 2
  %v290 = insertelement <4 x i32> %v289, i32 %v286, i32 3
  %v291 = extractelement <4 x i32> %v290, i32 0
  %v292 = extractelement <4 x i32> %v290, i32 1
  %v293 = extractelement <4 x i32> %v290, i32 2
  %v294 = extractelement <4 x i32> %v290, i32 3
  br label %ld_done9
ld_done9:
  %v295 = phi i32 [ %v273, %ld_full7 ], [ %v291, %ld_edge8 ]
  %v296 = phi i32 [ %v274, %ld_full7 ], [ %v292, %ld_edge8 ]
  %v297 = phi i32 [ %v275, %ld_full7 ], [ %v293, %ld_edge8 ]
  %v298 = phi i32 [ %v276, %ld_full7 ], [ %v294, %ld_edge8 ]
  %v299 = sitofp i8 %v118 to float
  %v300 = fptrunc float %v299 to half
  %v301 = fpext half %v300 to float
  %v302 = sitofp i8 %v119 to float
  %v303 = fptrunc float %v302 to half
  %v304 = fpext half %v303 to float
  %v305 = sitofp i8 %v120 to float
  %v306 = fptrunc float %v305 to half
  %v307 = fpext half %v306 to float
  %v308 = sitofp i8 %v121 to float
  %v309 = fptrunc float %v308 to half
  %v310 = fpext half %v309 to float
  %v311 = sitofp i8 %v122 to float
  %v312 = fptrunc float %v311 to half
  %v313 = fpext half %v312 to float
  %v314 = sitofp i8 %v123 to float
  %v315 = fptrunc float %v314 to half
  %v316 = fpext half %v315 to float
  %v317 = sitofp i8 %v124 to float
  %v318 = fptrunc float %v317 to half
  %v319 = fpext half %v318 to float
  %v320 = sitofp i8 %v125 to float
  %v321 = fptrunc float %v320 to half
  %v322 = fpext half %v321 to float
  %v323 = sitofp i8 %v126 to float
  %v324 = fptrunc float %v323 to half
  %v325 = fpext half %v324 to float
  %v326 = sitofp i8 %v127 to float
  %v327 = fptrunc float %v326 to half
  %v328 = fpext half %v327 to float
  %v329 = sitofp i8 %v128 to float
  %v330 = fptrunc float %v329 to half
  %v331 = fpext half %v330 to float
  %v332 = sitofp i8 %v129 to float
  %v333 = fptrunc float %v332 to half
  %v334 = fpext half %v333 to float
  %v335 = sitofp i8 %v130 to float
  %v336 = fptrunc float %v335 to half
  %v337 = fpext half %v336 to float
  %v338 = sitofp i8 %v131 to float
  %v339 = fptrunc float %v338 to half
  %v340 = fpext half %v339 to float
  %v341 = sitofp i8 %v132 to float
  %v342 = fptrunc float %v341 to half
  %v343 = fpext half %v342 to float
  %v344 = sitofp i8 %v133 to float
  %v345 = fptrunc float %v344 to half
  %v346 = fpext half %v345 to float
  call void @llvm.nvvm.barrier0()
  %v347 = and i32 %v2, 1
  %v348 = shl i32 %v347, 3
  %v349 = shl i32 %v348, 1
  %v350 = lshr i32 %v349, 7
  %v351 = and i32 %v350, 7
  %v352 = shl i32 %v351, 4
  %v353 = xor i32 %v349, %v352
  %v354 = fptrunc float %v244 to half
  %v355 = fptrunc float %v245 to half
  %v356 = fptrunc float %v246 to half
  %v357 = fptrunc float %v247 to half
  %v358 = fptrunc float %v248 to half
  %v359 = fptrunc float %v249 to half
  %v360 = fptrunc float %v250 to half
  %v361 = fptrunc float %v251 to half
  %v362 = bitcast half %v354 to i16
  %v363 = zext i16 %v362 to i32
  %v364 = bitcast half %v355 to i16
  %v365 = zext i16 %v364 to i32
  %v366 = shl i32 %v365, 16
  %v367 = or i32 %v363, %v366
  %v368 = bitcast half %v356 to i16
  %v369 = zext i16 %v368 to i32
  %v370 = bitcast half %v357 to i16
  %v371 = zext i16 %v370 to i32
  %v372 = shl i32 %v371, 16
  %v373 = or i32 %v369, %v372
  %v374 = bitcast half %v358 to i16
  %v375 = zext i16 %v374 to i32
  %v376 = bitcast half %v359 to i16
  %v377 = zext i16 %v376 to i32
  %v378 = shl i32 %v377, 16
  %v379 = or i32 %v375, %v378
  %v380 = bitcast half %v360 to i16
  %v381 = zext i16 %v380 to i32
  %v382 = bitcast half %v361 to i16
  %v383 = zext i16 %v382 to i32
  %v384 = shl i32 %v383, 16
  %v385 = or i32 %v381, %v384
  %v386 = insertelement <4 x i32> undef, i32 %v367, i32 0
  %v387 = insertelement <4 x i32> %v386, i32 %v373, i32 1
  %v388 = insertelement <4 x i32> %v387, i32 %v379, i32 2
  %v389 = insertelement <4 x i32> %v388, i32 %v385, i32 3
  %v390 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v353
  %v391 = bitcast i8 addrspace(3)* %v390 to <4 x i32> addrspace(3)*
  store <4 x i32> %v389, <4 x i32> addrspace(3)* %v391, align 16
  call void @llvm.nvvm.barrier0()
  %v392 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 0
  %v393 = bitcast i8 addrspace(3)* %v392 to <4 x i32> addrspace(3)*
  %v394 = load <4 x i32>, <4 x i32> addrspace(3)* %v393, align 16
  %v395 = extractelement <4 x i32> %v394, i32 0
  %v396 = trunc i32 %v395 to i16
  %v397 = bitcast i16 %v396 to half
  %v398 = fpext half %v397 to float
  %v399 = extractelement <4 x i32> %v394, i32 0
  %v400 = lshr i32 %v399, 16
  %v401 = trunc i32 %v400 to i16
  %v402 = bitcast i16 %v401 to half
  %v403 = fpext half %v402 to float
  %v404 = extractelement <4 x i32> %v394, i32 1
  %v405 = trunc i32 %v404 to i16
  %v406 = bitcast i16 %v405 to half
  %v407 = fpext half %v406 to float
  %v408 = extractelement <4 x i32> %v394, i32 1
  %v409 = lshr i32 %v408, 16
  %v410 = trunc i32 %v409 to i16
  %v411 = bitcast i16 %v410 to half
  %v412 = fpext half %v411 to float
  %v413 = extractelement <4 x i32> %v394, i32 2
  %v414 = trunc i32 %v413 to i16
  %v415 = bitcast i16 %v414 to half
  %v416 = fpext half %v415 to float
  %v417 = extractelement <4 x i32> %v394, i32 2
  %v418 = lshr i32 %v417, 16
  %v419 = trunc i32 %v418 to i16
  %v420 = bitcast i16 %v419 to half
  %v421 = fpext half %v420 to float
  %v422 = extractelement <4 x i32> %v394, i32 3
  %v423 = trunc i32 %v422 to i16
  %v424 = bitcast i16 %v423 to half
  %v425 = fpext half %v424 to float
  %v426 = extractelement <4 x i32> %v394, i32 3
  %v427 = lshr i32 %v426, 16
  %v428 = trunc i32 %v427 to i16
  %v429 = bitcast i16 %v428 to half
  %v430 = fpext half %v429 to float
  %v431 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 16
  %v432 = bitcast i8 addrspace(3)* %v431 to <4 x i32> addrspace(3)*
  %v433 = load <4 x i32>, <4 x i32> addrspace(3)* %v432, align 16
  %v434 = extractelement <4 x i32> %v433, i32 0
  %v435 = trunc i32 %v434 to i16
  %v436 = bitcast i16 %v435 to half
  %v437 = fpext half %v436 to float
  %v438 = extractelement <4 x i32> %v433, i32 0
  %v439 = lshr i32 %v438, 16
  %v440 = trunc i32 %v439 to i16
  %v441 = bitcast i16 %v440 to half
  %v442 = fpext half %v441 to float
  %v443 = extractelement <4 x i32> %v433, i32 1
  %v444 = trunc i32 %v443 to i16
  %v445 = bitcast i16 %v444 to half
  %v446 = fpext half %v445 to float
  %v447 = extractelement <4 x i32> %v433, i32 1
  %v448 = lshr i32 %v447, 16
  %v449 = trunc i32 %v448 to i16
  %v450 = bitcast i16 %v449 to half
  %v451 = fpext half %v450 to float
  %v452 = extractelement <4 x i32> %v433, i32 2
  %v453 = trunc i32 %v452 to i16
  %v454 = bitcast i16 %v453 to half
  %v455 = fpext half %v454 to float
  %v456 = extractelement <4 x i32> %v433, i32 2
  %v457 = lshr i32 %v456, 16
  %v458 = trunc i32 %v457 to i16
  %v459 = bitcast i16 %v458 to half
  %v460 = fpext half %v459 to float
  %v461 = extractelement <4 x i32> %v433, i32 3
  %v462 = trunc i32 %v461 to i16
  %v463 = bitcast i16 %v462 to half
  %v464 = fpext half %v463 to float
  %v465 = extractelement <4 x i32> %v433, i32 3
  %v466 = lshr i32 %v465, 16
  %v467 = trunc i32 %v466 to i16
  %v468 = bitcast i16 %v467 to half
  %v469 = fpext half %v468 to float
  %v470 = fadd float %v301, %v398
  %v471 = fptrunc float %v470 to half
  %v472 = fpext half %v471 to float
  %v473 = fadd float %v304, %v403
  %v474 = fptrunc float %v473 to half
  %v475 = fpext half %v474 to float
  %v476 = fadd float %v307, %v407
  %v477 = fptrunc float %v476 to half
  %v478 = fpext half %v477 to float
  %v479 = fadd float %v310, %v412
  %v480 = fptrunc float %v479 to half
  %v481 = fpext half %v480 to float
  %v482 = fadd float %v313, %v416
  %v483 = fptrunc float %v482 to half
  %v484 = fpext half %v483 to float
  %v485 = fadd float %v316, %v421
  %v486 = fptrunc float %v485 to half
  %v487 = fpext half %v486 to float
  %v488 = fadd float %v319, %v425
  %v489 = fptrunc float %v488 to half
  %v490 = fpext half %v489 to float
  %v491 = fadd float %v322, %v430
  %v492 = fptrunc float %v491 to half
  %v493 = fpext half %v492 to float
  %v494 = fadd float %v325, %v437
  %v495 = fptrunc float %v494 to half
  %v496 = fpext half %v495 to float
  %v497 = fadd float %v328, %v442
  %v498 = fptrunc float %v497 to half
  %v499 = fpext half %v498 to float
  %v500 = fadd float %v331, %v446
  %v501 = fptrunc float %v500 to half
  %v502 = fpext half %v501 to float
  %v503 = fadd float %v334, %v451
  %v504 = fptrunc float %v503 to half
  %v505 = fpext half %v504 to float
  %v506 = fadd float %v337, %v455
  %v507 = fptrunc float %v506 to half
  %v508 = fpext half %v507 to float
  %v509 = fadd float %v340, %v460
  %v510 = fptrunc float %v509 to half
  %v511 = fpext half %v510 to float
  %v512 = fadd float %v343, %v464
  %v513 = fptrunc float %v512 to half
  %v514 = fpext half %v513 to float
  %v515 = fadd float %v346, %v469
  %v516 = fptrunc float %v515 to half
  %v517 = fpext half %v516 to float
  %v518 = sext i8 %v118 to i32
  %v519 = sext i8 %v119 to i32
  %v520 = sext i8 %v120 to i32
  %v521 = sext i8 %v121 to i32
  %v522 = sext i8 %v122 to i32
  %v523 = sext i8 %v123 to i32
  %v524 = sext i8 %v124 to i32
  %v525 = sext i8 %v125 to i32
  %v526 = sext i8 %v126 to i32
  %v527 = sext i8 %v127 to i32
  %v528 = sext i8 %v128 to i32
  %v529 = sext i8 %v129 to i32
  %v530 = sext i8 %v130 to i32
  %v531 = sext i8 %v131 to i32
  %v532 = sext i8 %v132 to i32
  %v533 = sext i8 %v133 to i32
  %v534 = zext i32 %v295 to i64
  %v535 = zext i32 %v296 to i64
  %v536 = zext i32 %v297 to i64
  %v537 = zext i32 %v298 to i64
  %v538 = sext i32 %v518 to i64
  %v539 = sext i32 %v519 to i64
  %v540 = sext i32 %v520 to i64
  %v541 = sext i32 %v521 to i64
  %v542 = sext i32 %v522 to i64
  %v543 = sext i32 %v523 to i64
  %v544 = sext i32 %v524 to i64
  %v545 = sext i32 %v525 to i64
  %v546 = sext i32 %v526 to i64
  %v547 = sext i32 %v527 to i64
  %v548 = sext i32 %v528 to i64
  %v549 = sext i32 %v529 to i64
  %v550 = sext i32 %v530 to i64
  %v551 = sext i32 %v531 to i64
  %v552 = sext i32 %v532 to i64
  %v553 = sext i32 %v533 to i64
  call void @llvm.nvvm.barrier0()
  %v554 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v555 = getelementptr inbounds i64, i64 addrspace(3)* %v554, i32 0
  store i64 %v538, i64 addrspace(3)* %v555, align 8
  %v556 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v557 = getelementptr inbounds i64, i64 addrspace(3)* %v556, i32 1
  store i64 %v539, i64 addrspace(3)* %v557, align 8
  %v558 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v559 = getelementptr inbounds i64, i64 addrspace(3)* %v558, i32 2
  store i64 %v540, i64 addrspace(3)* %v559, align 8
  %v560 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v561 = getelementptr inbounds i64, i64 addrspace(3)* %v560, i32 3
  store i64 %v541, i64 addrspace(3)* %v561, align 8
  %v562 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v563 = getelementptr inbounds i64, i64 addrspace(3)* %v562, i32 4
  store i64 %v542, i64 addrspace(3)* %v563, align 8
  %v564 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v565 = getelementptr inbounds i64, i64 addrspace(3)* %v564, i32 5
  store i64 %v543, i64 addrspace(3)* %v565, align 8
  %v566 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v567 = getelementptr inbounds i64, i64 addrspace(3)* %v566, i32 6
  store i64 %v544, i64 addrspace(3)* %v567, align 8
  %v568 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v569 = getelementptr inbounds i64, i64 addrspace(3)* %v568, i32 7
  store i64 %v545, i64 addrspace(3)* %v569, align 8
  %v570 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v571 = getelementptr inbounds i64, i64 addrspace(3)* %v570, i32 8
  store i64 %v546, i64 addrspace(3)* %v571, align 8
  %v572 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v573 = getelementptr inbounds i64, i64 addrspace(3)* %v572, i32 9
  store i64 %v547, i64 addrspace(3)* %v573, align 8
  %v574 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v575 = getelementptr inbounds i64, i64 addrspace(3)* %v574, i32 10
  store i64 %v548, i64 addrspace(3)* %v575, align 8
  %v576 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v577 = getelementptr inbounds i64, i64 addrspace(3)* %v576, i32 11
  store i64 %v549, i64 addrspace(3)* %v577, align 8
  %v578 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v579 = getelementptr inbounds i64, i64 addrspace(3)* %v578, i32 12
  store i64 %v550, i64 addrspace(3)* %v579, align 8
  %v580 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v581 = getelementptr inbounds i64, i64 addrspace(3)* %v580, i32 13
  store i64 %v551, i64 addrspace(3)* %v581, align 8
  %v582 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v583 = getelementptr inbounds i64, i64 addrspace(3)* %v582, i32 14
  store i64 %v552, i64 addrspace(3)* %v583, align 8
  %v584 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v585 = getelementptr inbounds i64, i64 addrspace(3)* %v584, i32 15
  store i64 %v553, i64 addrspace(3)* %v585, align 8
  call void @llvm.nvvm.barrier0()
  %v586 = and i32 %v2, 1
  %v587 = shl i32 %v586, 2
  %v588 = lshr i32 %v2, 1
  %v589 = and i32 %v588, 1
  %v590 = shl i32 %v589, 3
  %v591 = or i32 %v587, %v590
  %v592 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v593 = getelementptr inbounds i64, i64 addrspace(3)* %v592, i32 %v591
  %v594 = load i64, i64 addrspace(3)* %v593, align 8
  %v595 = or i32 %v591, 1
  %v596 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v597 = getelementptr inbounds i64, i64 addrspace(3)* %v596, i32 %v595
  %v598 = load i64, i64 addrspace(3)* %v597, align 8
  %v599 = or i32 %v591, 2
  %v600 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v601 = getelementptr inbounds i64, i64 addrspace(3)* %v600, i32 %v599
  %v602 = load i64, i64 addrspace(3)* %v601, align 8
  %v603 = or i32 %v591, 3
  %v604 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v605 = getelementptr inbounds i64, i64 addrspace(3)* %v604, i32 %v603
  %v606 = load i64, i64 addrspace(3)* %v605, align 8
  %v607 = add i64 %v534, %v594
  %v608 = add i64 %v535, %v598
  %v609 = add i64 %v536, %v602
  %v610 = add i64 %v537, %v606
  %v611 = sitofp i32 %v295 to float
  %v612 = sitofp i32 %v296 to float
  %v613 = sitofp i32 %v297 to float
  %v614 = sitofp i32 %v298 to float
  %v615 = fdiv float %v611, 0x4000000000000000
  %v616 = fdiv float %v612, 0x4000000000000000
  %v617 = fdiv float %v613, 0x4000000000000000
  %v618 = fdiv float %v614, 0x4000000000000000
  %v619 = fmul float %v244, 0x4000000000000000
  %v620 = fptrunc float %v619 to half
  %v621 = fpext half %v620 to float
  %v622 = fmul float %v245, 0x4000000000000000
  %v623 = fptrunc float %v622 to half
  %v624 = fpext half %v623 to float
  %v625 = fmul float %v246, 0x4000000000000000
  %v626 = fptrunc float %v625 to half
  %v627 = fpext half %v626 to float
  %v628 = fmul float %v247, 0x4000000000000000
  %v629 = fptrunc float %v628 to half
  %v630 = fpext half %v629 to float
  %v631 = fmul float %v248, 0x4000000000000000
  %v632 = fptrunc float %v631 to half
  %v633 = fpext half %v632 to float
  %v634 = fmul float %v249, 0x4000000000000000
  %v635 = fptrunc float %v634 to half
  %v636 = fpext half %v635 to float
  %v637 = fmul float %v250, 0x4000000000000000
  %v638 = fptrunc float %v637 to half
  %v639 = fpext half %v638 to float
  %v640 = fmul float %v251, 0x4000000000000000
  %v641 = fptrunc float %v640 to half
  %v642 = fpext half %v641 to float
  %v643 = fadd float %v621, 0x3FF0000000000000
  %v644 = fptrunc float %v643 to half
  %v645 = fpext half %v644 to float
  %v646 = fadd float %v624, 0x3FF0000000000000
  %v647 = fptrunc float %v646 to half
  %v648 = fpext half %v647 to float
  %v649 = fadd float %v627, 0x3FF0000000000000
  %v650 = fptrunc float %v649 to half
  %v651 = fpext half %v650 to float
  %v652 = fadd float %v630, 0x3FF0000000000000
  %v653 = fptrunc float %v652 to half
  %v654 = fpext half %v653 to float
  %v655 = fadd float %v633, 0x3FF0000000000000
  %v656 = fptrunc float %v655 to half
  %v657 = fpext half %v656 to float
  %v658 = fadd float %v636, 0x3FF0000000000000
  %v659 = fptrunc float %v658 to half
  %v660 = fpext half %v659 to float
  %v661 = fadd float %v639, 0x3FF0000000000000
  %v662 = fptrunc float %v661 to half
  %v663 = fpext half %v662 to float
  %v664 = fadd float %v642, 0x3FF0000000000000
  %v665 = fptrunc float %v664 to half
  %v666 = fpext half %v665 to float
  %v667 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v668 = sitofp i64 %v607 to float
  %v669 = sitofp i64 %v608 to float
  %v670 = sitofp i64 %v609 to float
  %v671 = sitofp i64 %v610 to float
  call void @llvm.nvvm.barrier0()
  %v672 = and i32 %v2, 1
  %v673 = shl i32 %v672, 2
  %v674 = lshr i32 %v2, 1
  %v675 = and i32 %v674, 1
  %v676 = shl i32 %v675, 3
  %v677 = or i32 %v673, %v676
  %v678 = shl i32 %v677, 2
  %v679 = lshr i32 %v678, 7
  %v680 = and i32 %v679, 7
  %v681 = shl i32 %v680, 4
  %v682 = xor i32 %v678, %v681
  %v683 = insertelement <4 x float> undef, float %v668, i32 0
  %v684 = insertelement <4 x float> %v683, float %v669, i32 1
  %v685 = insertelement <4 x float> %v684, float %v670, i32 2
  %v686 = insertelement <4 x float> %v685, float %v671, i32 3
  %v687 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v682
  %v688 = bitcast i8 addrspace(3)* %v687 to <4 x float> addrspace(3)*
  store <4 x float> %v686, <4 x float> addrspace(3)* %v688, align 16
  call void @llvm.nvvm.barrier0()
  %v689 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 0
  %v690 = bitcast i8 addrspace(3)* %v689 to <4 x float> addrspace(3)*
  %v691 = load <4 x float>, <4 x float> addrspace(3)* %v690, align 16
  %v692 = extractelement <4 x float> %v691, i32 0
  %v693 = extractelement <4 x float> %v691, i32 1
  %v694 = extractelement <4 x float> %v691, i32 2
  %v695 = extractelement <4 x float> %v691, i32 3
  %v696 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 16
  %v697 = bitcast i8 addrspace(3)* %v696 to <4 x float> addrspace(3)*
  %v698 = load <4 x float>, <4 x float> addrspace(3)* %v697, align 16
  %v699 = extractelement <4 x float> %v698, i32 0
  %v700 = extractelement <4 x float> %v698, i32 1
  %v701 = extractelement <4 x float> %v698, i32 2
  %v702 = extractelement <4 x float> %v698, i32 3
  %v703 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 32
  %v704 = bitcast i8 addrspace(3)* %v703 to <4 x float> addrspace(3)*
  %v705 = load <4 x float>, <4 x float> addrspace(3)* %v704, align 16
  %v706 = extractelement <4 x float> %v705, i32 0
  %v707 = extractelement <4 x float> %v705, i32 1
  %v708 = extractelement <4 x float> %v705, i32 2
  %v709 = extractelement <4 x float> %v705, i32 3
  %v710 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 48
  %v711 = bitcast i8 addrspace(3)* %v710 to <4 x float> addrspace(3)*
  %v712 = load <4 x float>, <4 x float> addrspace(3)* %v711, align 16
  %v713 = extractelement <4 x float> %v712, i32 0
  %v714 = extractelement <4 x float> %v712, i32 1
  %v715 = extractelement <4 x float> %v712, i32 2
  %v716 = extractelement <4 x float> %v712, i32 3
  %v717 = fadd float %v472, %v692
  %v718 = fadd float %v475, %v693
  %v719 = fadd float %v478, %v694
  %v720 = fadd float %v481, %v695
  %v721 = fadd float %v484, %v699
  %v722 = fadd float %v487, %v700
  %v723 = fadd float %v490, %v701
  %v724 = fadd float %v493, %v702
  %v725 = fadd float %v496, %v706
  %v726 = fadd float %v499, %v707
  %v727 = fadd float %v502, %v708
  %v728 = fadd float %v505, %v709
  %v729 = fadd float %v508, %v713
  %v730 = fadd float %v511, %v714
  %v731 = fadd float %v514, %v715
  %v732 = fadd float %v517, %v716
  call void @llvm.nvvm.barrier0()
  %v733 = and i32 %v2, 1
  %v734 = shl i32 %v733, 2
  %v735 = lshr i32 %v2, 1
  %v736 = and i32 %v735, 1
  %v737 = shl i32 %v736, 3
  %v738 = or i32 %v734, %v737
  %v739 = shl i32 %v738, 2
  %v740 = lshr i32 %v739, 7
  %v741 = and i32 %v740, 7
  %v742 = shl i32 %v741, 4
  %v743 = xor i32 %v739, %v742
  %v744 = insertelement <4 x float> undef, float %v615, i32 0
  %v745 = insertelement <4 x float> %v744, float %v616, i32 1
  %v746 = insertelement <4 x float> %v745, float %v617, i32 2
  %v747 = insertelement <4 x float> %v746, float %v618, i32 3
  %v748 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v743
  %v749 = bitcast i8 addrspace(3)* %v748 to <4 x float> addrspace(3)*
  store <4 x float> %v747, <4 x float> addrspace(3)* %v749, align 16
  call void @llvm.nvvm.barrier0()
  %v750 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 0
  %v751 = bitcast i8 addrspace(3)* %v750 to <4 x float> addrspace(3)*
  %v752 = load <4 x float>, <4 x float> addrspace(3)* %v751, align 16
  %v753 = extractelement <4 x float> %v752, i32 0
  %v754 = extractelement <4 x float> %v752, i32 1
  %v755 = extractelement <4 x float> %v752, i32 2
  %v756 = extractelement <4 x float> %v752, i32 3
  %v757 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 16
  %v758 = bitcast i8 addrspace(3)* %v757 to <4 x float> addrspace(3)*
  %v759 = load <4 x float>, <4 x float> addrspace(3)* %v758, align 16
  %v760 = extractelement <4 x float> %v759, i32 0
  %v761 = extractelement <4 x float> %v759, i32 1
  %v762 = extractelement <4 x float> %v759, i32 2
  %v763 = extractelement <4 x float> %v759, i32 3
  %v764 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 32
  %v765 = bitcast i8 addrspace(3)* %v764 to <4 x float> addrspace(3)*
  %v766 = load <4 x float>, <4 x float> addrspace(3)* %v765, align 16
  %v767 = extractelement <4 x float> %v766, i32 0
  %v768 = extractelement <4 x float> %v766, i32 1
  %v769 = extractelement <4 x float> %v766, i32 2
  %v770 = extractelement <4 x float> %v766, i32 3
  %v771 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 48
  %v772 = bitcast i8 addrspace(3)* %v771 to <4 x float> addrspace(3)*
  %v773 = load <4 x float>, <4 x float> addrspace(3)* %v772, align 16
  %v774 = extractelement <4 x float> %v773, i32 0
  %v775 = extractelement <4 x float> %v773, i32 1
  %v776 = extractelement <4 x float> %v773, i32 2
  %v777 = extractelement <4 x float> %v773, i32 3
  %v778 = fadd float %v717, %v753
  %v779 = fadd float %v718, %v754
  %v780 = fadd float %v719, %v755
  %v781 = fadd float %v720, %v756
  %v782 = fadd float %v721, %v760
  %v783 = fadd float %v722, %v761
  %v784 = fadd float %v723, %v762
  %v785 = fadd float %v724, %v763
  %v786 = fadd float %v725, %v767
  %v787 = fadd float %v726, %v768
  %v788 = fadd float %v727, %v769
  %v789 = fadd float %v728, %v770
  %v790 = fadd float %v729, %v774
  %v791 = fadd float %v730, %v775
  %v792 = fadd float %v731, %v776
  %v793 = fadd float %v732, %v777
  call void @llvm.nvvm.barrier0()
  %v794 = and i32 %v2, 1
  %v795 = shl i32 %v794, 3
  %v796 = shl i32 %v795, 2
  %v797 = lshr i32 %v796, 7
  %v798 = and i32 %v797, 7
  %v799 = shl i32 %v798, 4
  %v800 = xor i32 %v796, %v799
  %v801 = insertelement <4 x float> undef, float %v645, i32 0
  %v802 = insertelement <4 x float> %v801, float %v648, i32 1
  %v803 = insertelement <4 x float> %v802, float %v651, i32 2
  %v804 = insertelement <4 x float> %v803, float %v654, i32 3
  %v805 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v800
  %v806 = bitcast i8 addrspace(3)* %v805 to <4 x float> addrspace(3)*
  store <4 x float> %v804, <4 x float> addrspace(3)* %v806, align 16
  %v807 = insertelement <4 x float> undef, float %v657, i32 0
  %v808 = insertelement <4 x float> %v807, float %v660, i32 1
  %v809 = insertelement <4 x float> %v808, float %v663, i32 2
  %v810 = insertelement <4 x float> %v809, float %v666, i32 3
  %v811 = xor i32 %v800, 16
  %v812 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v811
  %v813 = bitcast i8 addrspace(3)* %v812 to <4 x float> addrspace(3)*
  store <4 x float> %v810, <4 x float> addrspace(3)* %v813, align 16
  call void @llvm.nvvm.barrier0()
  %v814 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 0
  %v815 = bitcast i8 addrspace(3)* %v814 to <4 x float> addrspace(3)*
  %v816 = load <4 x float>, <4 x float> addrspace(3)* %v815, align 16
  %v817 = extractelement <4 x float> %v816, i32 0
  %v818 = extractelement <4 x float> %v816, i32 1
  %v819 = extractelement <4 x float> %v816, i32 2
  %v820 = extractelement <4 x float> %v816, i32 3
  %v821 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 16
  %v822 = bitcast i8 addrspace(3)* %v821 to <4 x float> addrspace(3)*
  %v823 = load <4 x float>, <4 x float> addrspace(3)* %v822, align 16
  %v824 = extractelement <4 x float> %v823, i32 0
  %v825 = extractelement <4 x float> %v823, i32 1
  %v826 = extractelement <4 x float> %v823, i32 2
  %v827 = extractelement <4 x float> %v823, i32 3
  %v828 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 32
  %v829 = bitcast i8 addrspace(3)* %v828 to <4 x float> addrspace(3)*
  %v830 = load <4 x float>, <4 x float> addrspace(3)* %v829, align 16
  %v831 = extractelement <4 x float> %v830, i32 0
  %v832 = extractelement <4 x float> %v830, i32 1
  %v833 = extractelement <4 x float> %v830, i32 2
  %v834 = extractelement <4 x float> %v830, i32 3
  %v835 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 48
  %v836 = bitcast i8 addrspace(3)* %v835 to <4 x float> addrspace(3)*
  %v837 = load <4 x float>, <4 x float> addrspace(3)* %v836, align 16
  %v838 = extractelement <4 x float> %v837, i32 0
  %v839 = extractelement <4 x float> %v837, i32 1
  %v840 = extractelement <4 x float> %v837, i32 2
  %v841 = extractelement <4 x float> %v837, i32 3
  %v842 = fadd float %v778, %v817
  %v843 = fadd float %v779, %v818
  %v844 = fadd float %v780, %v819
  %v845 = fadd float %v781, %v820
  %v846 = fadd float %v782, %v824
  %v847 = fadd float %v783, %v825
  %v848 = fadd float %v784, %v826
  %v849 = fadd float %v785, %v827
  %v850 = fadd float %v786, %v831
  %v851 = fadd float %v787, %v832
  %v852 = fadd float %v788, %v833
  %v853 = fadd float %v789, %v834
  %v854 = fadd float %v790, %v838
  %v855 = fadd float %v791, %v839
  %v856 = fadd float %v792, %v840
  %v857 = fadd float %v793, %v841
  %v858 = sext i32 %v667 to i64
  %v859 = mul i64 %v858, 16
  %v860 = zext i32 %p10 to i64
  %v861 = add i64 %v859, 16
  %v862 = icmp sle i64 %v861, %v860
  %v863 = icmp sge i64 %v858, 0
  %v864 = and i1 %v862, %v863
  %v865 = and i32 %v2, 31
  %v866 = icmp eq i32 %v865, 0
  %v867 = and i32 %v3, 3
  %v868 = icmp eq i32 %v867, 0
  %v869 = and i1 %v866, %v868
  br i1 %v869, label %st_owner10, label %join11
st_owner10:
  br i1 %v864, label %st_full12, label %st_edge13
join11:
  ret void
st_full12:
  %v870 = icmp ult i64 %v859, %v860
  %v871 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v859
  %v872 = insertelement <4 x float> undef, float %v842, i32 0
  %v873 = insertelement <4 x float> %v872, float %v843, i32 1
  %v874 = insertelement <4 x float> %v873, float %v844, i32 2
  %v875 = insertelement <4 x float> %v874, float %v845, i32 3
  %v876 = bitcast float addrspace(1)* %v871 to <4 x float> addrspace(1)*
  store <4 x float> %v875, <4 x float> addrspace(1)* %v876, align 16
  %v877 = add i64 %v859, 4
  %v878 = add i64 %v859, 4
  %v879 = icmp ult i64 %v878, %v860
  %v880 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v877
  %v881 = insertelement <4 x float> undef, float %v846, i32 0
  %v882 = insertelement <4 x float> %v881, float %v847, i32 1
  %v883 = insertelement <4 x float> %v882, float %v848, i32 2
  %v884 = insertelement <4 x float> %v883, float %v849, i32 3
  %v885 = bitcast float addrspace(1)* %v880 to <4 x float> addrspace(1)*
  store <4 x float> %v884, <4 x float> addrspace(1)* %v885, align 16
  %v886 = add i64 %v859, 8
  %v887 = add i64 %v859, 8
  %v888 = icmp ult i64 %v887, %v860
  %v889 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v886
  %v890 = insertelement <4 x float> undef, float %v850, i32 0
  %v891 = insertelement <4 x float> %v890, float %v851, i32 1
  %v892 = insertelement <4 x float> %v891, float %v852, i32 2
  %v893 = insertelement <4 x float> %v892, float %v853, i32 3
  %v894 = bitcast float addrspace(1)* %v889 to <4 x float> addrspace(1)*
  store <4 x float> %v893, <4 x float> addrspace(1)* %v894, align 16
  %v895 = add i64 %v859, 12
  %v896 = add i64 %v859, 12
  %v897 = icmp ult i64 %v896, %v860
  %v898 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v895
  %v899 = insertelement <4 x float> undef, float %v854, i32 0
  %v900 = insertelement <4 x float> %v899, float %v855, i32 1
  %v901 = insertelement <4 x float> %v900, float %v856, i32 2
  %v902 = insertelement <4 x float> %v901, float %v857, i32 3
  %v903 = bitcast float addrspace(1)* %v898 to <4 x float> addrspace(1)*
  store <4 x float> %v902, <4 x float> addrspace(1)* %v903, align 16
  br label %st_done14
st_edge13:
  %v904 = icmp ult i64 %v859, %v860
  %v905 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v859
  br i1 %v904, label %st15, label %join16
st_done14:
  br label %join11
st15:
  %v906 = insertelement <4 x float> undef, float %v842, i32 0
  %v907 = insertelement <4 x float> %v906, float %v843, i32 1
  %v908 = insertelement <4 x float> %v907, float %v844, i32 2
  %v909 = insertelement <4 x float> %v908, float %v845, i32 3
  %v910 = bitcast float addrspace(1)* %v905 to <4 x float> addrspace(1)*
  store <4 x float> %v909, <4 x float> addrspace(1)* %v910, align 16
  br label %join16
join16:
  %v911 = add i64 %v859, 4
  %v912 = add i64 %v859, 4
  %v913 = icmp ult i64 %v912, %v860
  %v914 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v911
  br i1 %v913, label %st17, label %join18
st17:
  %v915 = insertelement <4 x float> undef, float %v846, i32 0
  %v916 = insertelement <4 x float> %v915, float %v847, i32 1
  %v917 = insertelement <4 x float> %v916, float %v848, i32 2
  %v918 = insertelement <4 x float> %v917, float %v849, i32 3
  %v919 = bitcast float addrspace(1)* %v914 to <4 x float> addrspace(1)*
  store <4 x float> %v918, <4 x float> addrspace(1)* %v919, align 16
  br label %join18
join18:
  %v920 = add i64 %v859, 8
  %v921 = add i64 %v859, 8
  %v922 = icmp ult i64 %v921, %v860
  %v923 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v920
  br i1 %v922, label %st19, label %join20
st19:
  %v924 = insertelement <4 x float> undef, float %v850, i32 0
  %v925 = insertelement <4 x float> %v924, float %v851, i32 1
  %v926 = insertelement <4 x float> %v925, float %v852, i32 2
  %v927 = insertelement <4 x float> %v926, float %v853, i32 3
  %v928 = bitcast float addrspace(1)* %v923 to <4 x float> addrspace(1)*
  store <4 x float> %v927, <4 x float> addrspace(1)* %v928, align 16
  br label %join20
join20:
  %v929 = add i64 %v859, 12
  %v930 = add i64 %v859, 12
  %v931 = icmp ult i64 %v930, %v860
  %v932 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v929
  br i1 %v931, label %st21, label %join22
st21:
  %v933 = insertelement <4 x float> undef, float %v854, i32 0
  %v934 = insertelement <4 x float> %v933, float %v855, i32 1
  %v935 = insertelement <4 x float> %v934, float %v856, i32 2
  %v936 = insertelement <4 x float> %v935, float %v857, i32 3
  %v937 = bitcast float addrspace(1)* %v932 to <4 x float> addrspace(1)*
  store <4 x float> %v936, <4 x float> addrspace(1)* %v937, align 16
  br label %join22
join22:
  br label %st_done14
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i8 addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @promote, !"kernel", i32 1}
!1 = !{void (i8 addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @promote, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel convert [T=16, D=bf16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @convert(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i16 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = and i32 %v10, 15
  %v12 = sext i32 %v4 to i64
  %v13 = mul i64 %v12, 16
  %v14 = zext i32 %v11 to i64
  %v15 = add i64 %v13, %v14
  %v16 = zext i32 %p1 to i64
  %v17 = add i64 %v13, 16
  %v18 = icmp sle i64 %v17, %v16
  %v19 = icmp sge i64 %v12, 0
  %v20 = and i1 %v18, %v19
  br i1 %v20, label %ld_full1, label %ld_edge2
ld_full1:
  %v21 = icmp ult i64 %v15, %v16
  %v22 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v15
  %v23 = bitcast float addrspace(1)* %v22 to <4 x float> addrspace(1)*
  %v24 = load <4 x float>, <4 x float> addrspace(1)* %v23, align 16
  %v25 = extractelement <4 x float> %v24, i32 0
  %v26 = extractelement <4 x float> %v24, i32 1
  %v27 = extractelement <4 x float> %v24, i32 2
  %v28 = extractelement <4 x float> %v24, i32 3
  br label %ld_done3
ld_edge2:
  %v29 = bitcast float 0x0000000000000000 to i32
  %v30 = icmp ult i64 %v15, %v16
  %v31 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v15
  %v32 = bitcast float addrspace(1)* %v31 to <4 x float> addrspace(1)*
  %v33 = ptrtoint <4 x float> addrspace(1)* %v32 to i64
  %v34 = zext i1 %v30 to i32
  %v35 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v33, i32 %v34, i32 %v29, i32 %v29, i32 %v29, i32 %v29)
  %v36 = extractvalue {i32, i32, i32, i32} %v35, 0
  %v37 = extractvalue {i32, i32, i32, i32} %v35, 1
  %v38 = extractvalue {i32, i32, i32, i32} %v35, 2
  %v39 = extractvalue {i32, i32, i32, i32} %v35, 3
  %v40 = bitcast i32 %v36 to float
  %v41 = bitcast i32 %v37 to float
  %v42 = bitcast i32 %v38 to float
  %v43 = bitcast i32 %v39 to float
  %v44 = insertelement <4 x float> undef, float %v40, i32 0
  %v45 = insertelement <4 x float> %v44, float %v41, i32 1
  %v46 = insertelement <4 x float> %v45, float %v42, i32 2
  %v47 = insertelement <4 x float> %v46, float %v43, i32 3
  %v48 = extractelement <4 x float> %v47, i32 0
  %v49 = extractelement <4 x float> %v47, i32 1
  %v50 = extractelement <4 x float> %v47, i32 2
  %v51 = extractelement <4 x float> %v47, i32 3
  br label %ld_done3
ld_done3:
  %v52 = phi float [ %v25, %ld_full1 ], [ %v48, %ld_edge2 ]
  %v53 = phi float [ %v26, %ld_full1 ], [ %v49, %ld_edge2 ]
  %v54 = phi float [ %v27, %ld_full1 ], [ %v50, %ld_edge2 ]
  %v55 = phi float [ %v28, %ld_full1 ], [ %v51, %ld_edge2 ]
  %v56 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v57 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v52)
  %v58 = zext i16 %v57 to i32
  %v59 = shl i32 %v58, 16
  %v60 = bitcast i32 %v59 to float
  %v61 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v53)
  %v62 = zext i16 %v61 to i32
  %v63 = shl i32 %v62, 16
  %v64 = bitcast i32 %v63 to float
  %v65 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v54)
  %v66 = zext i16 %v65 to i32
  %v67 = shl i32 %v66, 16
  %v68 = bitcast i32 %v67 to float
  %v69 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v55)
  %v70 = zext i16 %v69 to i32
  %v71 = shl i32 %v70, 16
  %v72 = bitcast i32 %v71 to float
  call void @llvm.nvvm.barrier0()
  %v73 = and i32 %v2, 1
  %v74 = shl i32 %v73, 2
  %v75 = lshr i32 %v2, 1
  %v76 = and i32 %v75, 1
  %v77 = shl i32 %v76, 3
  %v78 = or i32 %v74, %v77
  %v79 = shl i32 %v78, 1
  %v80 = lshr i32 %v79, 7
  %v81 = and i32 %v80, 7
  %v82 = shl i32 %v81, 4
  %v83 = xor i32 %v79, %v82
  %v84 = bitcast float %v60 to i32
  %v85 = lshr i32 %v84, 16
  %v86 = trunc i32 %v85 to i16
  %v87 = bitcast float %v64 to i32
  %v88 = lshr i32 %v87, 16
  %v89 = trunc i32 %v88 to i16
  %v90 = bitcast float %v68 to i32
  %v91 = lshr i32 %v90, 16
  %v92 = trunc i32 %v91 to i16
  %v93 = bitcast float %v72 to i32
  %v94 = lshr i32 %v93, 16
  %v95 = trunc i32 %v94 to i16
  %v96 = zext i16 %v86 to i32
  %v97 = zext i16 %v89 to i32
  %v98 = shl i32 %v97, 16
  %v99 = or i32 %v96, %v98
  %v100 = zext i16 %v92 to i32
  %v101 = zext i16 %v95 to i32
  %v102 = shl i32 %v101, 16
  %v103 = or i32 %v100, %v102
  %v104 = insertelement <2 x i32> undef, i32 %v99, i32 0
  %v105 = insertelement <2 x i32> %v104, i32 %v103, i32 1
  %v106 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v83
  %v107 = bitcast i8 addrspace(3)* %v106 to <2 x i32> addrspace(3)*
  store <2 x i32> %v105, <2 x i32> addrspace(3)* %v107, align 8
  call void @llvm.nvvm.barrier0()
  %v108 = and i32 %v2, 1
  %v109 = shl i32 %v108, 3
  %v110 = shl i32 %v109, 1
  %v111 = lshr i32 %v110, 7
  %v112 = and i32 %v111, 7
  %v113 = shl i32 %v112, 4
  %v114 = xor i32 %v110, %v113
  %v115 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v114
  %v116 = bitcast i8 addrspace(3)* %v115 to <4 x i32> addrspace(3)*
  %v117 = load <4 x i32>, <4 x i32> addrspace(3)* %v116, align 16
  %v118 = extractelement <4 x i32> %v117, i32 0
  %v119 = trunc i32 %v118 to i16
  %v120 = zext i16 %v119 to i32
  %v121 = shl i32 %v120, 16
  %v122 = bitcast i32 %v121 to float
  %v123 = extractelement <4 x i32> %v117, i32 0
  %v124 = lshr i32 %v123, 16
  %v125 = trunc i32 %v124 to i16
  %v126 = zext i16 %v125 to i32
  %v127 = shl i32 %v126, 16
  %v128 = bitcast i32 %v127 to float
  %v129 = extractelement <4 x i32> %v117, i32 1
  %v130 = trunc i32 %v129 to i16
  %v131 = zext i16 %v130 to i32
  %v132 = shl i32 %v131, 16
  %v133 = bitcast i32 %v132 to float
  %v134 = extractelement <4 x i32> %v117, i32 1
  %v135 = lshr i32 %v134, 16
  %v136 = trunc i32 %v135 to i16
  %v137 = zext i16 %v136 to i32
  %v138 = shl i32 %v137, 16
  %v139 = bitcast i32 %v138 to float
  %v140 = extractelement <4 x i32> %v117, i32 2
  %v141 = trunc i32 %v140 to i16
  %v142 = zext i16 %v141 to i32
  %v143 = shl i32 %v142, 16
  %v144 = bitcast i32 %v143 to float
  %v145 = extractelement <4 x i32> %v117, i32 2
  %v146 = lshr i32 %v145, 16
  %v147 = trunc i32 %v146 to i16
  %v148 = zext i16 %v147 to i32
  %v149 = shl i32 %v148, 16
  %v150 = bitcast i32 %v149 to float
  %v151 = extractelement <4 x i32> %v117, i32 3
  %v152 = trunc i32 %v151 to i16
  %v153 = zext i16 %v152 to i32
  %v154 = shl i32 %v153, 16
  %v155 = bitcast i32 %v154 to float
  %v156 = extractelement <4 x i32> %v117, i32 3
  %v157 = lshr i32 %v156, 16
  %v158 = trunc i32 %v157 to i16
  %v159 = zext i16 %v158 to i32
  %v160 = shl i32 %v159, 16
  %v161 = bitcast i32 %v160 to float
  %v162 = and i32 %v2, 1
  %v163 = shl i32 %v162, 3
  %v164 = and i32 %v163, 15
  %v165 = sext i32 %v56 to i64
  %v166 = mul i64 %v165, 16
  %v167 = zext i32 %v164 to i64
  %v168 = add i64 %v166, %v167
  %v169 = zext i32 %p4 to i64
  %v170 = add i64 %v166, 16
  %v171 = icmp sle i64 %v170, %v169
  %v172 = icmp sge i64 %v165, 0
  %v173 = and i1 %v171, %v172
  %v174 = and i32 %v2, 30
  %v175 = icmp eq i32 %v174, 0
  %v176 = and i32 %v3, 3
  %v177 = icmp eq i32 %v176, 0
  %v178 = and i1 %v175, %v177
  br i1 %v178, label %st_owner4, label %join5
st_owner4:
  br i1 %v173, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v179 = icmp ult i64 %v168, %v169
  %v180 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v168
  %v181 = bitcast float %v122 to i32
  %v182 = lshr i32 %v181, 16
  %v183 = trunc i32 %v182 to i16
  %v184 = bitcast float %v128 to i32
  %v185 = lshr i32 %v184, 16
  %v186 = trunc i32 %v185 to i16
  %v187 = bitcast float %v133 to i32
  %v188 = lshr i32 %v187, 16
  %v189 = trunc i32 %v188 to i16
  %v190 = bitcast float %v139 to i32
  %v191 = lshr i32 %v190, 16
  %v192 = trunc i32 %v191 to i16
  %v193 = bitcast float %v144 to i32
  %v194 = lshr i32 %v193, 16
  %v195 = trunc i32 %v194 to i16
  %v196 = bitcast float %v150 to i32
  %v197 = lshr i32 %v196, 16
  %v198 = trunc i32 %v197 to i16
  %v199 = bitcast float %v155 to i32
  %v200 = lshr i32 %v199, 16
  %v201 = trunc i32 %v200 to i16
  %v202 = bitcast float %v161 to i32
  %v203 = lshr i32 %v202, 16
  %v204 = trunc i32 %v203 to i16
  %v205 = zext i16 %v183 to i32
  %v206 = zext i16 %v186 to i32
  %v207 = shl i32 %v206, 16
  %v208 = or i32 %v205, %v207
  %v209 = zext i16 %v189 to i32
  %v210 = zext i16 %v192 to i32
  %v211 = shl i32 %v210, 16
  %v212 = or i32 %v209, %v211
  %v213 = zext i16 %v195 to i32
  %v214 = zext i16 %v198 to i32
  %v215 = shl i32 %v214, 16
  %v216 = or i32 %v213, %v215
  %v217 = zext i16 %v201 to i32
  %v218 = zext i16 %v204 to i32
  %v219 = shl i32 %v218, 16
  %v220 = or i32 %v217, %v219
  %v221 = insertelement <4 x i32> undef, i32 %v208, i32 0
  %v222 = insertelement <4 x i32> %v221, i32 %v212, i32 1
  %v223 = insertelement <4 x i32> %v222, i32 %v216, i32 2
  %v224 = insertelement <4 x i32> %v223, i32 %v220, i32 3
  %v225 = bitcast i16 addrspace(1)* %v180 to <4 x i32> addrspace(1)*
  store <4 x i32> %v224, <4 x i32> addrspace(1)* %v225, align 16
  br label %st_done8
st_edge7:
  %v226 = icmp ult i64 %v168, %v169
  %v227 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v168
  br i1 %v226, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v228 = bitcast float %v122 to i32
  %v229 = lshr i32 %v228, 16
  %v230 = trunc i32 %v229 to i16
  %v231 = bitcast float %v128 to i32
  %v232 = lshr i32 %v231, 16
  %v233 = trunc i32 %v232 to i16
  %v234 = bitcast float %v133 to i32
  %v235 = lshr i32 %v234, 16
  %v236 = trunc i32 %v235 to i16
  %v237 = bitcast float %v139 to i32
  %v238 = lshr i32 %v237, 16
  %v239 = trunc i32 %v238 to i16
  %v240 = bitcast float %v144 to i32
  %v241 = lshr i32 %v240, 16
  %v242 = trunc i32 %v241 to i16
  %v243 = bitcast float %v150 to i32
  %v244 = lshr i32 %v243, 16
  %v245 = trunc i32 %v244 to i16
  %v246 = bitcast float %v155 to i32
  %v247 = lshr i32 %v246, 16
  %v248 = trunc i32 %v247 to i16
  %v249 = bitcast float %v161 to i32
  %v250 = lshr i32 %v249, 16
  %v251 = trunc i32 %v250 to i16
  %v252 = zext i16 %v230 to i32
  %v253 = zext i16 %v233 to i32
  %v254 = shl i32 %v253, 16
  %v255 = or i32 %v252, %v254
  %v256 = zext i16 %v236 to i32
  %v257 = zext i16 %v239 to i32
  %v258 = shl i32 %v257, 16
  %v259 = or i32 %v256, %v258
  %v260 = zext i16 %v242 to i32
  %v261 = zext i16 %v245 to i32
  %v262 = shl i32 %v261, 16
  %v263 = or i32 %v260, %v262
  %v264 = zext i16 %v248 to i32
  %v265 = zext i16 %v251 to i32
  %v266 = shl i32 %v265, 16
  %v267 = or i32 %v264, %v266
  %v268 = insertelement <4 x i32> undef, i32 %v255, i32 0
  %v269 = insertelement <4 x i32> %v268, i32 %v259, i32 1
  %v270 = insertelement <4 x i32> %v269, i32 %v263, i32 2
  %v271 = insertelement <4 x i32> %v270, i32 %v267, i32 3
  %v272 = bitcast i16 addrspace(1)* %v227 to <4 x i32> addrspace(1)*
  store <4 x i32> %v271, <4 x i32> addrspace(1)* %v272, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @convert, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @convert, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
