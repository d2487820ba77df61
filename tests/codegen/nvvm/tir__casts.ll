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
  %v349 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v350 = getelementptr inbounds i32, i32 addrspace(3)* %v349, i32 %v348
  %v351 = fptrunc float %v244 to half
  %v352 = bitcast half %v351 to i16
  %v353 = zext i16 %v352 to i32
  store i32 %v353, i32 addrspace(3)* %v350, align 4
  %v354 = or i32 %v348, 1
  %v355 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v356 = getelementptr inbounds i32, i32 addrspace(3)* %v355, i32 %v354
  %v357 = fptrunc float %v245 to half
  %v358 = bitcast half %v357 to i16
  %v359 = zext i16 %v358 to i32
  store i32 %v359, i32 addrspace(3)* %v356, align 4
  %v360 = or i32 %v348, 2
  %v361 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v362 = getelementptr inbounds i32, i32 addrspace(3)* %v361, i32 %v360
  %v363 = fptrunc float %v246 to half
  %v364 = bitcast half %v363 to i16
  %v365 = zext i16 %v364 to i32
  store i32 %v365, i32 addrspace(3)* %v362, align 4
  %v366 = or i32 %v348, 3
  %v367 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v368 = getelementptr inbounds i32, i32 addrspace(3)* %v367, i32 %v366
  %v369 = fptrunc float %v247 to half
  %v370 = bitcast half %v369 to i16
  %v371 = zext i16 %v370 to i32
  store i32 %v371, i32 addrspace(3)* %v368, align 4
  %v372 = or i32 %v348, 4
  %v373 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v374 = getelementptr inbounds i32, i32 addrspace(3)* %v373, i32 %v372
  %v375 = fptrunc float %v248 to half
  %v376 = bitcast half %v375 to i16
  %v377 = zext i16 %v376 to i32
  store i32 %v377, i32 addrspace(3)* %v374, align 4
  %v378 = or i32 %v348, 5
  %v379 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v380 = getelementptr inbounds i32, i32 addrspace(3)* %v379, i32 %v378
  %v381 = fptrunc float %v249 to half
  %v382 = bitcast half %v381 to i16
  %v383 = zext i16 %v382 to i32
  store i32 %v383, i32 addrspace(3)* %v380, align 4
  %v384 = or i32 %v348, 6
  %v385 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v386 = getelementptr inbounds i32, i32 addrspace(3)* %v385, i32 %v384
  %v387 = fptrunc float %v250 to half
  %v388 = bitcast half %v387 to i16
  %v389 = zext i16 %v388 to i32
  store i32 %v389, i32 addrspace(3)* %v386, align 4
  %v390 = or i32 %v348, 7
  %v391 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v392 = getelementptr inbounds i32, i32 addrspace(3)* %v391, i32 %v390
  %v393 = fptrunc float %v251 to half
  %v394 = bitcast half %v393 to i16
  %v395 = zext i16 %v394 to i32
  store i32 %v395, i32 addrspace(3)* %v392, align 4
  call void @llvm.nvvm.barrier0()
  %v396 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v397 = getelementptr inbounds i32, i32 addrspace(3)* %v396, i32 0
  %v398 = load i32, i32 addrspace(3)* %v397, align 4
  %v399 = trunc i32 %v398 to i16
  %v400 = bitcast i16 %v399 to half
  %v401 = fpext half %v400 to float
  %v402 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v403 = getelementptr inbounds i32, i32 addrspace(3)* %v402, i32 1
  %v404 = load i32, i32 addrspace(3)* %v403, align 4
  %v405 = trunc i32 %v404 to i16
  %v406 = bitcast i16 %v405 to half
  %v407 = fpext half %v406 to float
  %v408 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v409 = getelementptr inbounds i32, i32 addrspace(3)* %v408, i32 2
  %v410 = load i32, i32 addrspace(3)* %v409, align 4
  %v411 = trunc i32 %v410 to i16
  %v412 = bitcast i16 %v411 to half
  %v413 = fpext half %v412 to float
  %v414 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v415 = getelementptr inbounds i32, i32 addrspace(3)* %v414, i32 3
  %v416 = load i32, i32 addrspace(3)* %v415, align 4
  %v417 = trunc i32 %v416 to i16
  %v418 = bitcast i16 %v417 to half
  %v419 = fpext half %v418 to float
  %v420 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v421 = getelementptr inbounds i32, i32 addrspace(3)* %v420, i32 4
  %v422 = load i32, i32 addrspace(3)* %v421, align 4
  %v423 = trunc i32 %v422 to i16
  %v424 = bitcast i16 %v423 to half
  %v425 = fpext half %v424 to float
  %v426 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v427 = getelementptr inbounds i32, i32 addrspace(3)* %v426, i32 5
  %v428 = load i32, i32 addrspace(3)* %v427, align 4
  %v429 = trunc i32 %v428 to i16
  %v430 = bitcast i16 %v429 to half
  %v431 = fpext half %v430 to float
  %v432 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v433 = getelementptr inbounds i32, i32 addrspace(3)* %v432, i32 6
  %v434 = load i32, i32 addrspace(3)* %v433, align 4
  %v435 = trunc i32 %v434 to i16
  %v436 = bitcast i16 %v435 to half
  %v437 = fpext half %v436 to float
  %v438 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v439 = getelementptr inbounds i32, i32 addrspace(3)* %v438, i32 7
  %v440 = load i32, i32 addrspace(3)* %v439, align 4
  %v441 = trunc i32 %v440 to i16
  %v442 = bitcast i16 %v441 to half
  %v443 = fpext half %v442 to float
  %v444 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v445 = getelementptr inbounds i32, i32 addrspace(3)* %v444, i32 8
  %v446 = load i32, i32 addrspace(3)* %v445, align 4
  %v447 = trunc i32 %v446 to i16
  %v448 = bitcast i16 %v447 to half
  %v449 = fpext half %v448 to float
  %v450 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v451 = getelementptr inbounds i32, i32 addrspace(3)* %v450, i32 9
  %v452 = load i32, i32 addrspace(3)* %v451, align 4
  %v453 = trunc i32 %v452 to i16
  %v454 = bitcast i16 %v453 to half
  %v455 = fpext half %v454 to float
  %v456 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v457 = getelementptr inbounds i32, i32 addrspace(3)* %v456, i32 10
  %v458 = load i32, i32 addrspace(3)* %v457, align 4
  %v459 = trunc i32 %v458 to i16
  %v460 = bitcast i16 %v459 to half
  %v461 = fpext half %v460 to float
  %v462 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v463 = getelementptr inbounds i32, i32 addrspace(3)* %v462, i32 11
  %v464 = load i32, i32 addrspace(3)* %v463, align 4
  %v465 = trunc i32 %v464 to i16
  %v466 = bitcast i16 %v465 to half
  %v467 = fpext half %v466 to float
  %v468 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v469 = getelementptr inbounds i32, i32 addrspace(3)* %v468, i32 12
  %v470 = load i32, i32 addrspace(3)* %v469, align 4
  %v471 = trunc i32 %v470 to i16
  %v472 = bitcast i16 %v471 to half
  %v473 = fpext half %v472 to float
  %v474 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v475 = getelementptr inbounds i32, i32 addrspace(3)* %v474, i32 13
  %v476 = load i32, i32 addrspace(3)* %v475, align 4
  %v477 = trunc i32 %v476 to i16
  %v478 = bitcast i16 %v477 to half
  %v479 = fpext half %v478 to float
  %v480 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v481 = getelementptr inbounds i32, i32 addrspace(3)* %v480, i32 14
  %v482 = load i32, i32 addrspace(3)* %v481, align 4
  %v483 = trunc i32 %v482 to i16
  %v484 = bitcast i16 %v483 to half
  %v485 = fpext half %v484 to float
  %v486 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v487 = getelementptr inbounds i32, i32 addrspace(3)* %v486, i32 15
  %v488 = load i32, i32 addrspace(3)* %v487, align 4
  %v489 = trunc i32 %v488 to i16
  %v490 = bitcast i16 %v489 to half
  %v491 = fpext half %v490 to float
  %v492 = fadd float %v301, %v401
  %v493 = fptrunc float %v492 to half
  %v494 = fpext half %v493 to float
  %v495 = fadd float %v304, %v407
  %v496 = fptrunc float %v495 to half
  %v497 = fpext half %v496 to float
  %v498 = fadd float %v307, %v413
  %v499 = fptrunc float %v498 to half
  %v500 = fpext half %v499 to float
  %v501 = fadd float %v310, %v419
  %v502 = fptrunc float %v501 to half
  %v503 = fpext half %v502 to float
  %v504 = fadd float %v313, %v425
  %v505 = fptrunc float %v504 to half
  %v506 = fpext half %v505 to float
  %v507 = fadd float %v316, %v431
  %v508 = fptrunc float %v507 to half
  %v509 = fpext half %v508 to float
  %v510 = fadd float %v319, %v437
  %v511 = fptrunc float %v510 to half
  %v512 = fpext half %v511 to float
  %v513 = fadd float %v322, %v443
  %v514 = fptrunc float %v513 to half
  %v515 = fpext half %v514 to float
  %v516 = fadd float %v325, %v449
  %v517 = fptrunc float %v516 to half
  %v518 = fpext half %v517 to float
  %v519 = fadd float %v328, %v455
  %v520 = fptrunc float %v519 to half
  %v521 = fpext half %v520 to float
  %v522 = fadd float %v331, %v461
  %v523 = fptrunc float %v522 to half
  %v524 = fpext half %v523 to float
  %v525 = fadd float %v334, %v467
  %v526 = fptrunc float %v525 to half
  %v527 = fpext half %v526 to float
  %v528 = fadd float %v337, %v473
  %v529 = fptrunc float %v528 to half
  %v530 = fpext half %v529 to float
  %v531 = fadd float %v340, %v479
  %v532 = fptrunc float %v531 to half
  %v533 = fpext half %v532 to float
  %v534 = fadd float %v343, %v485
  %v535 = fptrunc float %v534 to half
  %v536 = fpext half %v535 to float
  %v537 = fadd float %v346, %v491
  %v538 = fptrunc float %v537 to half
  %v539 = fpext half %v538 to float
  %v540 = sext i8 %v118 to i32
  %v541 = sext i8 %v119 to i32
  %v542 = sext i8 %v120 to i32
  %v543 = sext i8 %v121 to i32
  %v544 = sext i8 %v122 to i32
  %v545 = sext i8 %v123 to i32
  %v546 = sext i8 %v124 to i32
  %v547 = sext i8 %v125 to i32
  %v548 = sext i8 %v126 to i32
  %v549 = sext i8 %v127 to i32
  %v550 = sext i8 %v128 to i32
  %v551 = sext i8 %v129 to i32
  %v552 = sext i8 %v130 to i32
  %v553 = sext i8 %v131 to i32
  %v554 = sext i8 %v132 to i32
  %v555 = sext i8 %v133 to i32
  %v556 = zext i32 %v295 to i64
  %v557 = zext i32 %v296 to i64
  %v558 = zext i32 %v297 to i64
  %v559 = zext i32 %v298 to i64
  %v560 = sext i32 %v540 to i64
  %v561 = sext i32 %v541 to i64
  %v562 = sext i32 %v542 to i64
  %v563 = sext i32 %v543 to i64
  %v564 = sext i32 %v544 to i64
  %v565 = sext i32 %v545 to i64
  %v566 = sext i32 %v546 to i64
  %v567 = sext i32 %v547 to i64
  %v568 = sext i32 %v548 to i64
  %v569 = sext i32 %v549 to i64
  %v570 = sext i32 %v550 to i64
  %v571 = sext i32 %v551 to i64
  %v572 = sext i32 %v552 to i64
  %v573 = sext i32 %v553 to i64
  %v574 = sext i32 %v554 to i64
  %v575 = sext i32 %v555 to i64
  call void @llvm.nvvm.barrier0()
  %v576 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v577 = getelementptr inbounds i64, i64 addrspace(3)* %v576, i32 0
  store i64 %v560, i64 addrspace(3)* %v577, align 8
  %v578 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v579 = getelementptr inbounds i64, i64 addrspace(3)* %v578, i32 1
  store i64 %v561, i64 addrspace(3)* %v579, align 8
  %v580 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v581 = getelementptr inbounds i64, i64 addrspace(3)* %v580, i32 2
  store i64 %v562, i64 addrspace(3)* %v581, align 8
  %v582 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v583 = getelementptr inbounds i64, i64 addrspace(3)* %v582, i32 3
  store i64 %v563, i64 addrspace(3)* %v583, align 8
  %v584 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v585 = getelementptr inbounds i64, i64 addrspace(3)* %v584, i32 4
  store i64 %v564, i64 addrspace(3)* %v585, align 8
  %v586 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v587 = getelementptr inbounds i64, i64 addrspace(3)* %v586, i32 5
  store i64 %v565, i64 addrspace(3)* %v587, align 8
  %v588 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v589 = getelementptr inbounds i64, i64 addrspace(3)* %v588, i32 6
  store i64 %v566, i64 addrspace(3)* %v589, align 8
  %v590 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v591 = getelementptr inbounds i64, i64 addrspace(3)* %v590, i32 7
  store i64 %v567, i64 addrspace(3)* %v591, align 8
  %v592 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v593 = getelementptr inbounds i64, i64 addrspace(3)* %v592, i32 8
  store i64 %v568, i64 addrspace(3)* %v593, align 8
  %v594 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v595 = getelementptr inbounds i64, i64 addrspace(3)* %v594, i32 9
  store i64 %v569, i64 addrspace(3)* %v595, align 8
  %v596 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v597 = getelementptr inbounds i64, i64 addrspace(3)* %v596, i32 10
  store i64 %v570, i64 addrspace(3)* %v597, align 8
  %v598 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v599 = getelementptr inbounds i64, i64 addrspace(3)* %v598, i32 11
  store i64 %v571, i64 addrspace(3)* %v599, align 8
  %v600 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v601 = getelementptr inbounds i64, i64 addrspace(3)* %v600, i32 12
  store i64 %v572, i64 addrspace(3)* %v601, align 8
  %v602 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v603 = getelementptr inbounds i64, i64 addrspace(3)* %v602, i32 13
  store i64 %v573, i64 addrspace(3)* %v603, align 8
  %v604 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v605 = getelementptr inbounds i64, i64 addrspace(3)* %v604, i32 14
  store i64 %v574, i64 addrspace(3)* %v605, align 8
  %v606 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v607 = getelementptr inbounds i64, i64 addrspace(3)* %v606, i32 15
  store i64 %v575, i64 addrspace(3)* %v607, align 8
  call void @llvm.nvvm.barrier0()
  %v608 = and i32 %v2, 1
  %v609 = shl i32 %v608, 2
  %v610 = lshr i32 %v2, 1
  %v611 = and i32 %v610, 1
  %v612 = shl i32 %v611, 3
  %v613 = or i32 %v609, %v612
  %v614 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v615 = getelementptr inbounds i64, i64 addrspace(3)* %v614, i32 %v613
  %v616 = load i64, i64 addrspace(3)* %v615, align 8
  %v617 = or i32 %v613, 1
  %v618 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v619 = getelementptr inbounds i64, i64 addrspace(3)* %v618, i32 %v617
  %v620 = load i64, i64 addrspace(3)* %v619, align 8
  %v621 = or i32 %v613, 2
  %v622 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v623 = getelementptr inbounds i64, i64 addrspace(3)* %v622, i32 %v621
  %v624 = load i64, i64 addrspace(3)* %v623, align 8
  %v625 = or i32 %v613, 3
  %v626 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v627 = getelementptr inbounds i64, i64 addrspace(3)* %v626, i32 %v625
  %v628 = load i64, i64 addrspace(3)* %v627, align 8
  %v629 = add i64 %v556, %v616
  %v630 = add i64 %v557, %v620
  %v631 = add i64 %v558, %v624
  %v632 = add i64 %v559, %v628
  %v633 = sitofp i32 %v295 to float
  %v634 = sitofp i32 %v296 to float
  %v635 = sitofp i32 %v297 to float
  %v636 = sitofp i32 %v298 to float
  %v637 = fdiv float %v633, 0x4000000000000000
  %v638 = fdiv float %v634, 0x4000000000000000
  %v639 = fdiv float %v635, 0x4000000000000000
  %v640 = fdiv float %v636, 0x4000000000000000
  %v641 = fmul float %v244, 0x4000000000000000
  %v642 = fptrunc float %v641 to half
  %v643 = fpext half %v642 to float
  %v644 = fmul float %v245, 0x4000000000000000
  %v645 = fptrunc float %v644 to half
  %v646 = fpext half %v645 to float
  %v647 = fmul float %v246, 0x4000000000000000
  %v648 = fptrunc float %v647 to half
  %v649 = fpext half %v648 to float
  %v650 = fmul float %v247, 0x4000000000000000
  %v651 = fptrunc float %v650 to half
  %v652 = fpext half %v651 to float
  %v653 = fmul float %v248, 0x4000000000000000
  %v654 = fptrunc float %v653 to half
  %v655 = fpext half %v654 to float
  %v656 = fmul float %v249, 0x4000000000000000
  %v657 = fptrunc float %v656 to half
  %v658 = fpext half %v657 to float
  %v659 = fmul float %v250, 0x4000000000000000
  %v660 = fptrunc float %v659 to half
  %v661 = fpext half %v660 to float
  %v662 = fmul float %v251, 0x4000000000000000
  %v663 = fptrunc float %v662 to half
  %v664 = fpext half %v663 to float
  %v665 = fadd float %v643, 0x3FF0000000000000
  %v666 = fptrunc float %v665 to half
  %v667 = fpext half %v666 to float
  %v668 = fadd float %v646, 0x3FF0000000000000
  %v669 = fptrunc float %v668 to half
  %v670 = fpext half %v669 to float
  %v671 = fadd float %v649, 0x3FF0000000000000
  %v672 = fptrunc float %v671 to half
  %v673 = fpext half %v672 to float
  %v674 = fadd float %v652, 0x3FF0000000000000
  %v675 = fptrunc float %v674 to half
  %v676 = fpext half %v675 to float
  %v677 = fadd float %v655, 0x3FF0000000000000
  %v678 = fptrunc float %v677 to half
  %v679 = fpext half %v678 to float
  %v680 = fadd float %v658, 0x3FF0000000000000
  %v681 = fptrunc float %v680 to half
  %v682 = fpext half %v681 to float
  %v683 = fadd float %v661, 0x3FF0000000000000
  %v684 = fptrunc float %v683 to half
  %v685 = fpext half %v684 to float
  %v686 = fadd float %v664, 0x3FF0000000000000
  %v687 = fptrunc float %v686 to half
  %v688 = fpext half %v687 to float
  %v689 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v690 = sitofp i64 %v629 to float
  %v691 = sitofp i64 %v630 to float
  %v692 = sitofp i64 %v631 to float
  %v693 = sitofp i64 %v632 to float
  call void @llvm.nvvm.barrier0()
  %v694 = and i32 %v2, 1
  %v695 = shl i32 %v694, 2
  %v696 = lshr i32 %v2, 1
  %v697 = and i32 %v696, 1
  %v698 = shl i32 %v697, 3
  %v699 = or i32 %v695, %v698
  %v700 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v701 = getelementptr inbounds float, float addrspace(3)* %v700, i32 %v699
  store float %v690, float addrspace(3)* %v701, align 4
  %v702 = or i32 %v699, 1
  %v703 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v704 = getelementptr inbounds float, float addrspace(3)* %v703, i32 %v702
  store float %v691, float addrspace(3)* %v704, align 4
  %v705 = or i32 %v699, 2
  %v706 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v707 = getelementptr inbounds float, float addrspace(3)* %v706, i32 %v705
  store float %v692, float addrspace(3)* %v707, align 4
  %v708 = or i32 %v699, 3
  %v709 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v710 = getelementptr inbounds float, float addrspace(3)* %v709, i32 %v708
  store float %v693, float addrspace(3)* %v710, align 4
  call void @llvm.nvvm.barrier0()
  %v711 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v712 = getelementptr inbounds float, float addrspace(3)* %v711, i32 0
  %v713 = load float, float addrspace(3)* %v712, align 4
  %v714 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v715 = getelementptr inbounds float, float addrspace(3)* %v714, i32 1
  %v716 = load float, float addrspace(3)* %v715, align 4
  %v717 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v718 = getelementptr inbounds float, float addrspace(3)* %v717, i32 2
  %v719 = load float, float addrspace(3)* %v718, align 4
  %v720 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v721 = getelementptr inbounds float, float addrspace(3)* %v720, i32 3
  %v722 = load float, float addrspace(3)* %v721, align 4
  %v723 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v724 = getelementptr inbounds float, float addrspace(3)* %v723, i32 4
  %v725 = load float, float addrspace(3)* %v724, align 4
  %v726 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v727 = getelementptr inbounds float, float addrspace(3)* %v726, i32 5
  %v728 = load float, float addrspace(3)* %v727, align 4
  %v729 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v730 = getelementptr inbounds float, float addrspace(3)* %v729, i32 6
  %v731 = load float, float addrspace(3)* %v730, align 4
  %v732 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v733 = getelementptr inbounds float, float addrspace(3)* %v732, i32 7
  %v734 = load float, float addrspace(3)* %v733, align 4
  %v735 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v736 = getelementptr inbounds float, float addrspace(3)* %v735, i32 8
  %v737 = load float, float addrspace(3)* %v736, align 4
  %v738 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v739 = getelementptr inbounds float, float addrspace(3)* %v738, i32 9
  %v740 = load float, float addrspace(3)* %v739, align 4
  %v741 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v742 = getelementptr inbounds float, float addrspace(3)* %v741, i32 10
  %v743 = load float, float addrspace(3)* %v742, align 4
  %v744 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v745 = getelementptr inbounds float, float addrspace(3)* %v744, i32 11
  %v746 = load float, float addrspace(3)* %v745, align 4
  %v747 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v748 = getelementptr inbounds float, float addrspace(3)* %v747, i32 12
  %v749 = load float, float addrspace(3)* %v748, align 4
  %v750 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v751 = getelementptr inbounds float, float addrspace(3)* %v750, i32 13
  %v752 = load float, float addrspace(3)* %v751, align 4
  %v753 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v754 = getelementptr inbounds float, float addrspace(3)* %v753, i32 14
  %v755 = load float, float addrspace(3)* %v754, align 4
  %v756 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v757 = getelementptr inbounds float, float addrspace(3)* %v756, i32 15
  %v758 = load float, float addrspace(3)* %v757, align 4
  %v759 = fadd float %v494, %v713
  %v760 = fadd float %v497, %v716
  %v761 = fadd float %v500, %v719
  %v762 = fadd float %v503, %v722
  %v763 = fadd float %v506, %v725
  %v764 = fadd float %v509, %v728
  %v765 = fadd float %v512, %v731
  %v766 = fadd float %v515, %v734
  %v767 = fadd float %v518, %v737
  %v768 = fadd float %v521, %v740
  %v769 = fadd float %v524, %v743
  %v770 = fadd float %v527, %v746
  %v771 = fadd float %v530, %v749
  %v772 = fadd float %v533, %v752
  %v773 = fadd float %v536, %v755
  %v774 = fadd float %v539, %v758
  call void @llvm.nvvm.barrier0()
  %v775 = and i32 %v2, 1
  %v776 = shl i32 %v775, 2
  %v777 = lshr i32 %v2, 1
  %v778 = and i32 %v777, 1
  %v779 = shl i32 %v778, 3
  %v780 = or i32 %v776, %v779
  %v781 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v782 = getelementptr inbounds float, float addrspace(3)* %v781, i32 %v780
  store float %v637, float addrspace(3)* %v782, align 4
  %v783 = or i32 %v780, 1
  %v784 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v785 = getelementptr inbounds float, float addrspace(3)* %v784, i32 %v783
  store float %v638, float addrspace(3)* %v785, align 4
  %v786 = or i32 %v780, 2
  %v787 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v788 = getelementptr inbounds float, float addrspace(3)* %v787, i32 %v786
  store float %v639, float addrspace(3)* %v788, align 4
  %v789 = or i32 %v780, 3
  %v790 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v791 = getelementptr inbounds float, float addrspace(3)* %v790, i32 %v789
  store float %v640, float addrspace(3)* %v791, align 4
  call void @llvm.nvvm.barrier0()
  %v792 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v793 = getelementptr inbounds float, float addrspace(3)* %v792, i32 0
  %v794 = load float, float addrspace(3)* %v793, align 4
  %v795 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v796 = getelementptr inbounds float, float addrspace(3)* %v795, i32 1
  %v797 = load float, float addrspace(3)* %v796, align 4
  %v798 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v799 = getelementptr inbounds float, float addrspace(3)* %v798, i32 2
  %v800 = load float, float addrspace(3)* %v799, align 4
  %v801 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v802 = getelementptr inbounds float, float addrspace(3)* %v801, i32 3
  %v803 = load float, float addrspace(3)* %v802, align 4
  %v804 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v805 = getelementptr inbounds float, float addrspace(3)* %v804, i32 4
  %v806 = load float, float addrspace(3)* %v805, align 4
  %v807 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v808 = getelementptr inbounds float, float addrspace(3)* %v807, i32 5
  %v809 = load float, float addrspace(3)* %v808, align 4
  %v810 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v811 = getelementptr inbounds float, float addrspace(3)* %v810, i32 6
  %v812 = load float, float addrspace(3)* %v811, align 4
  %v813 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v814 = getelementptr inbounds float, float addrspace(3)* %v813, i32 7
  %v815 = load float, float addrspace(3)* %v814, align 4
  %v816 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v817 = getelementptr inbounds float, float addrspace(3)* %v816, i32 8
  %v818 = load float, float addrspace(3)* %v817, align 4
  %v819 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v820 = getelementptr inbounds float, float addrspace(3)* %v819, i32 9
  %v821 = load float, float addrspace(3)* %v820, align 4
  %v822 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v823 = getelementptr inbounds float, float addrspace(3)* %v822, i32 10
  %v824 = load float, float addrspace(3)* %v823, align 4
  %v825 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v826 = getelementptr inbounds float, float addrspace(3)* %v825, i32 11
  %v827 = load float, float addrspace(3)* %v826, align 4
  %v828 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v829 = getelementptr inbounds float, float addrspace(3)* %v828, i32 12
  %v830 = load float, float addrspace(3)* %v829, align 4
  %v831 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v832 = getelementptr inbounds float, float addrspace(3)* %v831, i32 13
  %v833 = load float, float addrspace(3)* %v832, align 4
  %v834 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v835 = getelementptr inbounds float, float addrspace(3)* %v834, i32 14
  %v836 = load float, float addrspace(3)* %v835, align 4
  %v837 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v838 = getelementptr inbounds float, float addrspace(3)* %v837, i32 15
  %v839 = load float, float addrspace(3)* %v838, align 4
  %v840 = fadd float %v759, %v794
  %v841 = fadd float %v760, %v797
  %v842 = fadd float %v761, %v800
  %v843 = fadd float %v762, %v803
  %v844 = fadd float %v763, %v806
  %v845 = fadd float %v764, %v809
  %v846 = fadd float %v765, %v812
  %v847 = fadd float %v766, %v815
  %v848 = fadd float %v767, %v818
  %v849 = fadd float %v768, %v821
  %v850 = fadd float %v769, %v824
  %v851 = fadd float %v770, %v827
  %v852 = fadd float %v771, %v830
  %v853 = fadd float %v772, %v833
  %v854 = fadd float %v773, %v836
  %v855 = fadd float %v774, %v839
  call void @llvm.nvvm.barrier0()
  %v856 = and i32 %v2, 1
  %v857 = shl i32 %v856, 3
  %v858 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v859 = getelementptr inbounds float, float addrspace(3)* %v858, i32 %v857
  store float %v667, float addrspace(3)* %v859, align 4
  %v860 = or i32 %v857, 1
  %v861 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v862 = getelementptr inbounds float, float addrspace(3)* %v861, i32 %v860
  store float %v670, float addrspace(3)* %v862, align 4
  %v863 = or i32 %v857, 2
  %v864 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v865 = getelementptr inbounds float, float addrspace(3)* %v864, i32 %v863
  store float %v673, float addrspace(3)* %v865, align 4
  %v866 = or i32 %v857, 3
  %v867 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v868 = getelementptr inbounds float, float addrspace(3)* %v867, i32 %v866
  store float %v676, float addrspace(3)* %v868, align 4
  %v869 = or i32 %v857, 4
  %v870 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v871 = getelementptr inbounds float, float addrspace(3)* %v870, i32 %v869
  store float %v679, float addrspace(3)* %v871, align 4
  %v872 = or i32 %v857, 5
  %v873 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v874 = getelementptr inbounds float, float addrspace(3)* %v873, i32 %v872
  store float %v682, float addrspace(3)* %v874, align 4
  %v875 = or i32 %v857, 6
  %v876 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v877 = getelementptr inbounds float, float addrspace(3)* %v876, i32 %v875
  store float %v685, float addrspace(3)* %v877, align 4
  %v878 = or i32 %v857, 7
  %v879 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v880 = getelementptr inbounds float, float addrspace(3)* %v879, i32 %v878
  store float %v688, float addrspace(3)* %v880, align 4
  call void @llvm.nvvm.barrier0()
  %v881 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v882 = getelementptr inbounds float, float addrspace(3)* %v881, i32 0
  %v883 = load float, float addrspace(3)* %v882, align 4
  %v884 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v885 = getelementptr inbounds float, float addrspace(3)* %v884, i32 1
  %v886 = load float, float addrspace(3)* %v885, align 4
  %v887 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v888 = getelementptr inbounds float, float addrspace(3)* %v887, i32 2
  %v889 = load float, float addrspace(3)* %v888, align 4
  %v890 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v891 = getelementptr inbounds float, float addrspace(3)* %v890, i32 3
  %v892 = load float, float addrspace(3)* %v891, align 4
  %v893 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v894 = getelementptr inbounds float, float addrspace(3)* %v893, i32 4
  %v895 = load float, float addrspace(3)* %v894, align 4
  %v896 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v897 = getelementptr inbounds float, float addrspace(3)* %v896, i32 5
  %v898 = load float, float addrspace(3)* %v897, align 4
  %v899 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v900 = getelementptr inbounds float, float addrspace(3)* %v899, i32 6
  %v901 = load float, float addrspace(3)* %v900, align 4
  %v902 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v903 = getelementptr inbounds float, float addrspace(3)* %v902, i32 7
  %v904 = load float, float addrspace(3)* %v903, align 4
  %v905 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v906 = getelementptr inbounds float, float addrspace(3)* %v905, i32 8
  %v907 = load float, float addrspace(3)* %v906, align 4
  %v908 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v909 = getelementptr inbounds float, float addrspace(3)* %v908, i32 9
  %v910 = load float, float addrspace(3)* %v909, align 4
  %v911 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v912 = getelementptr inbounds float, float addrspace(3)* %v911, i32 10
  %v913 = load float, float addrspace(3)* %v912, align 4
  %v914 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v915 = getelementptr inbounds float, float addrspace(3)* %v914, i32 11
  %v916 = load float, float addrspace(3)* %v915, align 4
  %v917 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v918 = getelementptr inbounds float, float addrspace(3)* %v917, i32 12
  %v919 = load float, float addrspace(3)* %v918, align 4
  %v920 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v921 = getelementptr inbounds float, float addrspace(3)* %v920, i32 13
  %v922 = load float, float addrspace(3)* %v921, align 4
  %v923 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v924 = getelementptr inbounds float, float addrspace(3)* %v923, i32 14
  %v925 = load float, float addrspace(3)* %v924, align 4
  %v926 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v927 = getelementptr inbounds float, float addrspace(3)* %v926, i32 15
  %v928 = load float, float addrspace(3)* %v927, align 4
  %v929 = fadd float %v840, %v883
  %v930 = fadd float %v841, %v886
  %v931 = fadd float %v842, %v889
  %v932 = fadd float %v843, %v892
  %v933 = fadd float %v844, %v895
  %v934 = fadd float %v845, %v898
  %v935 = fadd float %v846, %v901
  %v936 = fadd float %v847, %v904
  %v937 = fadd float %v848, %v907
  %v938 = fadd float %v849, %v910
  %v939 = fadd float %v850, %v913
  %v940 = fadd float %v851, %v916
  %v941 = fadd float %v852, %v919
  %v942 = fadd float %v853, %v922
  %v943 = fadd float %v854, %v925
  %v944 = fadd float %v855, %v928
  %v945 = sext i32 %v689 to i64
  %v946 = mul i64 %v945, 16
  %v947 = zext i32 %p10 to i64
  %v948 = add i64 %v946, 16
  %v949 = icmp sle i64 %v948, %v947
  %v950 = icmp sge i64 %v945, 0
  %v951 = and i1 %v949, %v950
  %v952 = and i32 %v2, 31
  %v953 = icmp eq i32 %v952, 0
  %v954 = and i32 %v3, 3
  %v955 = icmp eq i32 %v954, 0
  %v956 = and i1 %v953, %v955
  br i1 %v956, label %st_owner10, label %join11
st_owner10:
  br i1 %v951, label %st_full12, label %st_edge13
join11:
  ret void
st_full12:
  %v957 = icmp ult i64 %v946, %v947
  %v958 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v946
  %v959 = insertelement <4 x float> undef, float %v929, i32 0
  %v960 = insertelement <4 x float> %v959, float %v930, i32 1
  %v961 = insertelement <4 x float> %v960, float %v931, i32 2
  %v962 = insertelement <4 x float> %v961, float %v932, i32 3
  %v963 = bitcast float addrspace(1)* %v958 to <4 x float> addrspace(1)*
  store <4 x float> %v962, <4 x float> addrspace(1)* %v963, align 16
  %v964 = add i64 %v946, 4
  %v965 = add i64 %v946, 4
  %v966 = icmp ult i64 %v965, %v947
  %v967 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v964
  %v968 = insertelement <4 x float> undef, float %v933, i32 0
  %v969 = insertelement <4 x float> %v968, float %v934, i32 1
  %v970 = insertelement <4 x float> %v969, float %v935, i32 2
  %v971 = insertelement <4 x float> %v970, float %v936, i32 3
  %v972 = bitcast float addrspace(1)* %v967 to <4 x float> addrspace(1)*
  store <4 x float> %v971, <4 x float> addrspace(1)* %v972, align 16
  %v973 = add i64 %v946, 8
  %v974 = add i64 %v946, 8
  %v975 = icmp ult i64 %v974, %v947
  %v976 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v973
  %v977 = insertelement <4 x float> undef, float %v937, i32 0
  %v978 = insertelement <4 x float> %v977, float %v938, i32 1
  %v979 = insertelement <4 x float> %v978, float %v939, i32 2
  %v980 = insertelement <4 x float> %v979, float %v940, i32 3
  %v981 = bitcast float addrspace(1)* %v976 to <4 x float> addrspace(1)*
  store <4 x float> %v980, <4 x float> addrspace(1)* %v981, align 16
  %v982 = add i64 %v946, 12
  %v983 = add i64 %v946, 12
  %v984 = icmp ult i64 %v983, %v947
  %v985 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v982
  %v986 = insertelement <4 x float> undef, float %v941, i32 0
  %v987 = insertelement <4 x float> %v986, float %v942, i32 1
  %v988 = insertelement <4 x float> %v987, float %v943, i32 2
  %v989 = insertelement <4 x float> %v988, float %v944, i32 3
  %v990 = bitcast float addrspace(1)* %v985 to <4 x float> addrspace(1)*
  store <4 x float> %v989, <4 x float> addrspace(1)* %v990, align 16
  br label %st_done14
st_edge13:
  %v991 = icmp ult i64 %v946, %v947
  %v992 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v946
  br i1 %v991, label %st15, label %join16
st_done14:
  br label %join11
st15:
  %v993 = insertelement <4 x float> undef, float %v929, i32 0
  %v994 = insertelement <4 x float> %v993, float %v930, i32 1
  %v995 = insertelement <4 x float> %v994, float %v931, i32 2
  %v996 = insertelement <4 x float> %v995, float %v932, i32 3
  %v997 = bitcast float addrspace(1)* %v992 to <4 x float> addrspace(1)*
  store <4 x float> %v996, <4 x float> addrspace(1)* %v997, align 16
  br label %join16
join16:
  %v998 = add i64 %v946, 4
  %v999 = add i64 %v946, 4
  %v1000 = icmp ult i64 %v999, %v947
  %v1001 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v998
  br i1 %v1000, label %st17, label %join18
st17:
  %v1002 = insertelement <4 x float> undef, float %v933, i32 0
  %v1003 = insertelement <4 x float> %v1002, float %v934, i32 1
  %v1004 = insertelement <4 x float> %v1003, float %v935, i32 2
  %v1005 = insertelement <4 x float> %v1004, float %v936, i32 3
  %v1006 = bitcast float addrspace(1)* %v1001 to <4 x float> addrspace(1)*
  store <4 x float> %v1005, <4 x float> addrspace(1)* %v1006, align 16
  br label %join18
join18:
  %v1007 = add i64 %v946, 8
  %v1008 = add i64 %v946, 8
  %v1009 = icmp ult i64 %v1008, %v947
  %v1010 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v1007
  br i1 %v1009, label %st19, label %join20
st19:
  %v1011 = insertelement <4 x float> undef, float %v937, i32 0
  %v1012 = insertelement <4 x float> %v1011, float %v938, i32 1
  %v1013 = insertelement <4 x float> %v1012, float %v939, i32 2
  %v1014 = insertelement <4 x float> %v1013, float %v940, i32 3
  %v1015 = bitcast float addrspace(1)* %v1010 to <4 x float> addrspace(1)*
  store <4 x float> %v1014, <4 x float> addrspace(1)* %v1015, align 16
  br label %join20
join20:
  %v1016 = add i64 %v946, 12
  %v1017 = add i64 %v946, 12
  %v1018 = icmp ult i64 %v1017, %v947
  %v1019 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v1016
  br i1 %v1018, label %st21, label %join22
st21:
  %v1020 = insertelement <4 x float> undef, float %v941, i32 0
  %v1021 = insertelement <4 x float> %v1020, float %v942, i32 1
  %v1022 = insertelement <4 x float> %v1021, float %v943, i32 2
  %v1023 = insertelement <4 x float> %v1022, float %v944, i32 3
  %v1024 = bitcast float addrspace(1)* %v1019 to <4 x float> addrspace(1)*
  store <4 x float> %v1023, <4 x float> addrspace(1)* %v1024, align 16
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
  %v79 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v80 = getelementptr inbounds i32, i32 addrspace(3)* %v79, i32 %v78
  %v81 = bitcast float %v60 to i32
  %v82 = lshr i32 %v81, 16
  %v83 = trunc i32 %v82 to i16
  %v84 = zext i16 %v83 to i32
  store i32 %v84, i32 addrspace(3)* %v80, align 4
  %v85 = or i32 %v78, 1
  %v86 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v87 = getelementptr inbounds i32, i32 addrspace(3)* %v86, i32 %v85
  %v88 = bitcast float %v64 to i32
  %v89 = lshr i32 %v88, 16
  %v90 = trunc i32 %v89 to i16
  %v91 = zext i16 %v90 to i32
  store i32 %v91, i32 addrspace(3)* %v87, align 4
  %v92 = or i32 %v78, 2
  %v93 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v94 = getelementptr inbounds i32, i32 addrspace(3)* %v93, i32 %v92
  %v95 = bitcast float %v68 to i32
  %v96 = lshr i32 %v95, 16
  %v97 = trunc i32 %v96 to i16
  %v98 = zext i16 %v97 to i32
  store i32 %v98, i32 addrspace(3)* %v94, align 4
  %v99 = or i32 %v78, 3
  %v100 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v101 = getelementptr inbounds i32, i32 addrspace(3)* %v100, i32 %v99
  %v102 = bitcast float %v72 to i32
  %v103 = lshr i32 %v102, 16
  %v104 = trunc i32 %v103 to i16
  %v105 = zext i16 %v104 to i32
  store i32 %v105, i32 addrspace(3)* %v101, align 4
  call void @llvm.nvvm.barrier0()
  %v106 = and i32 %v2, 1
  %v107 = shl i32 %v106, 3
  %v108 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v109 = getelementptr inbounds i32, i32 addrspace(3)* %v108, i32 %v107
  %v110 = load i32, i32 addrspace(3)* %v109, align 4
  %v111 = trunc i32 %v110 to i16
  %v112 = zext i16 %v111 to i32
  %v113 = shl i32 %v112, 16
  %v114 = bitcast i32 %v113 to float
  %v115 = or i32 %v107, 1
  %v116 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v117 = getelementptr inbounds i32, i32 addrspace(3)* %v116, i32 %v115
  %v118 = load i32, i32 addrspace(3)* %v117, align 4
  %v119 = trunc i32 %v118 to i16
  %v120 = zext i16 %v119 to i32
  %v121 = shl i32 %v120, 16
  %v122 = bitcast i32 %v121 to float
  %v123 = or i32 %v107, 2
  %v124 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v125 = getelementptr inbounds i32, i32 addrspace(3)* %v124, i32 %v123
  %v126 = load i32, i32 addrspace(3)* %v125, align 4
  %v127 = trunc i32 %v126 to i16
  %v128 = zext i16 %v127 to i32
  %v129 = shl i32 %v128, 16
  %v130 = bitcast i32 %v129 to float
  %v131 = or i32 %v107, 3
  %v132 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v133 = getelementptr inbounds i32, i32 addrspace(3)* %v132, i32 %v131
  %v134 = load i32, i32 addrspace(3)* %v133, align 4
  %v135 = trunc i32 %v134 to i16
  %v136 = zext i16 %v135 to i32
  %v137 = shl i32 %v136, 16
  %v138 = bitcast i32 %v137 to float
  %v139 = or i32 %v107, 4
  %v140 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v141 = getelementptr inbounds i32, i32 addrspace(3)* %v140, i32 %v139
  %v142 = load i32, i32 addrspace(3)* %v141, align 4
  %v143 = trunc i32 %v142 to i16
  %v144 = zext i16 %v143 to i32
  %v145 = shl i32 %v144, 16
  %v146 = bitcast i32 %v145 to float
  %v147 = or i32 %v107, 5
  %v148 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v149 = getelementptr inbounds i32, i32 addrspace(3)* %v148, i32 %v147
  %v150 = load i32, i32 addrspace(3)* %v149, align 4
  %v151 = trunc i32 %v150 to i16
  %v152 = zext i16 %v151 to i32
  %v153 = shl i32 %v152, 16
  %v154 = bitcast i32 %v153 to float
  %v155 = or i32 %v107, 6
  %v156 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v157 = getelementptr inbounds i32, i32 addrspace(3)* %v156, i32 %v155
  %v158 = load i32, i32 addrspace(3)* %v157, align 4
  %v159 = trunc i32 %v158 to i16
  %v160 = zext i16 %v159 to i32
  %v161 = shl i32 %v160, 16
  %v162 = bitcast i32 %v161 to float
  %v163 = or i32 %v107, 7
  %v164 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v165 = getelementptr inbounds i32, i32 addrspace(3)* %v164, i32 %v163
  %v166 = load i32, i32 addrspace(3)* %v165, align 4
  %v167 = trunc i32 %v166 to i16
  %v168 = zext i16 %v167 to i32
  %v169 = shl i32 %v168, 16
  %v170 = bitcast i32 %v169 to float
  %v171 = and i32 %v2, 1
  %v172 = shl i32 %v171, 3
  %v173 = and i32 %v172, 15
  %v174 = sext i32 %v56 to i64
  %v175 = mul i64 %v174, 16
  %v176 = zext i32 %v173 to i64
  %v177 = add i64 %v175, %v176
  %v178 = zext i32 %p4 to i64
  %v179 = add i64 %v175, 16
  %v180 = icmp sle i64 %v179, %v178
  %v181 = icmp sge i64 %v174, 0
  %v182 = and i1 %v180, %v181
  %v183 = and i32 %v2, 30
  %v184 = icmp eq i32 %v183, 0
  %v185 = and i32 %v3, 3
  %v186 = icmp eq i32 %v185, 0
  %v187 = and i1 %v184, %v186
  br i1 %v187, label %st_owner4, label %join5
st_owner4:
  br i1 %v182, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v188 = icmp ult i64 %v177, %v178
  %v189 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v177
  %v190 = bitcast float %v114 to i32
  %v191 = lshr i32 %v190, 16
  %v192 = trunc i32 %v191 to i16
  %v193 = bitcast float %v122 to i32
  %v194 = lshr i32 %v193, 16
  %v195 = trunc i32 %v194 to i16
  %v196 = bitcast float %v130 to i32
  %v197 = lshr i32 %v196, 16
  %v198 = trunc i32 %v197 to i16
  %v199 = bitcast float %v138 to i32
  %v200 = lshr i32 %v199, 16
  %v201 = trunc i32 %v200 to i16
  %v202 = bitcast float %v146 to i32
  %v203 = lshr i32 %v202, 16
  %v204 = trunc i32 %v203 to i16
  %v205 = bitcast float %v154 to i32
  %v206 = lshr i32 %v205, 16
  %v207 = trunc i32 %v206 to i16
  %v208 = bitcast float %v162 to i32
  %v209 = lshr i32 %v208, 16
  %v210 = trunc i32 %v209 to i16
  %v211 = bitcast float %v170 to i32
  %v212 = lshr i32 %v211, 16
  %v213 = trunc i32 %v212 to i16
  %v214 = zext i16 %v192 to i32
  %v215 = zext i16 %v195 to i32
  %v216 = shl i32 %v215, 16
  %v217 = or i32 %v214, %v216
  %v218 = zext i16 %v198 to i32
  %v219 = zext i16 %v201 to i32
  %v220 = shl i32 %v219, 16
  %v221 = or i32 %v218, %v220
  %v222 = zext i16 %v204 to i32
  %v223 = zext i16 %v207 to i32
  %v224 = shl i32 %v223, 16
  %v225 = or i32 %v222, %v224
  %v226 = zext i16 %v210 to i32
  %v227 = zext i16 %v213 to i32
  %v228 = shl i32 %v227, 16
  %v229 = or i32 %v226, %v228
  %v230 = insertelement <4 x i32> undef, i32 %v217, i32 0
  %v231 = insertelement <4 x i32> %v230, i32 %v221, i32 1
  %v232 = insertelement <4 x i32> %v231, i32 %v225, i32 2
  %v233 = insertelement <4 x i32> %v232, i32 %v229, i32 3
  %v234 = bitcast i16 addrspace(1)* %v189 to <4 x i32> addrspace(1)*
  store <4 x i32> %v233, <4 x i32> addrspace(1)* %v234, align 16
  br label %st_done8
st_edge7:
  %v235 = icmp ult i64 %v177, %v178
  %v236 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v177
  br i1 %v235, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v237 = bitcast float %v114 to i32
  %v238 = lshr i32 %v237, 16
  %v239 = trunc i32 %v238 to i16
  %v240 = bitcast float %v122 to i32
  %v241 = lshr i32 %v240, 16
  %v242 = trunc i32 %v241 to i16
  %v243 = bitcast float %v130 to i32
  %v244 = lshr i32 %v243, 16
  %v245 = trunc i32 %v244 to i16
  %v246 = bitcast float %v138 to i32
  %v247 = lshr i32 %v246, 16
  %v248 = trunc i32 %v247 to i16
  %v249 = bitcast float %v146 to i32
  %v250 = lshr i32 %v249, 16
  %v251 = trunc i32 %v250 to i16
  %v252 = bitcast float %v154 to i32
  %v253 = lshr i32 %v252, 16
  %v254 = trunc i32 %v253 to i16
  %v255 = bitcast float %v162 to i32
  %v256 = lshr i32 %v255, 16
  %v257 = trunc i32 %v256 to i16
  %v258 = bitcast float %v170 to i32
  %v259 = lshr i32 %v258, 16
  %v260 = trunc i32 %v259 to i16
  %v261 = zext i16 %v239 to i32
  %v262 = zext i16 %v242 to i32
  %v263 = shl i32 %v262, 16
  %v264 = or i32 %v261, %v263
  %v265 = zext i16 %v245 to i32
  %v266 = zext i16 %v248 to i32
  %v267 = shl i32 %v266, 16
  %v268 = or i32 %v265, %v267
  %v269 = zext i16 %v251 to i32
  %v270 = zext i16 %v254 to i32
  %v271 = shl i32 %v270, 16
  %v272 = or i32 %v269, %v271
  %v273 = zext i16 %v257 to i32
  %v274 = zext i16 %v260 to i32
  %v275 = shl i32 %v274, 16
  %v276 = or i32 %v273, %v275
  %v277 = insertelement <4 x i32> undef, i32 %v264, i32 0
  %v278 = insertelement <4 x i32> %v277, i32 %v268, i32 1
  %v279 = insertelement <4 x i32> %v278, i32 %v272, i32 2
  %v280 = insertelement <4 x i32> %v279, i32 %v276, i32 3
  %v281 = bitcast i16 addrspace(1)* %v236 to <4 x i32> addrspace(1)*
  store <4 x i32> %v280, <4 x i32> addrspace(1)* %v281, align 16
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
