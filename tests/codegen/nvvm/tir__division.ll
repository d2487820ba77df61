; kernel divisions [BN=128]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @divisions(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, i16 addrspace(1)* noalias %p10, i32 %p11, i32 %p12, i32 %p13, i32 %p14) {
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
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = lshr i32 %v22, 7
  %v24 = and i32 %v22, 127
  %v25 = sext i32 %v4 to i64
  %v26 = sext i32 %p3 to i64
  %v27 = zext i32 %p1 to i64
  %v28 = mul i64 %v25, %v26
  %v29 = add i64 %v25, 1
  %v30 = icmp sle i64 %v29, %v27
  %v31 = icmp sge i64 %v25, 0
  %v32 = and i1 %v30, %v31
  %v33 = zext i32 %v24 to i64
  %v34 = zext i32 %p2 to i64
  %v35 = add i64 %v28, %v33
  %v36 = icmp sle i64 128, %v34
  %v37 = icmp sge i64 0, 0
  %v38 = and i1 %v36, %v37
  %v39 = and i1 %v32, %v38
  br i1 %v39, label %ld_full1, label %ld_edge2
ld_full1:
  %v40 = icmp ult i64 %v25, %v27
  %v41 = icmp ult i64 %v33, %v34
  %v42 = and i1 %v40, %v41
  %v43 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v35
  %v44 = bitcast float addrspace(1)* %v43 to <4 x float> addrspace(1)*
  %v45 = load <4 x float>, <4 x float> addrspace(1)* %v44, align 16
  %v46 = extractelement <4 x float> %v45, i32 0
  %v47 = extractelement <4 x float> %v45, i32 1
  %v48 = extractelement <4 x float> %v45, i32 2
  %v49 = extractelement <4 x float> %v45, i32 3
  br label %ld_done3
ld_edge2:
  %v50 = bitcast float 0x0000000000000000 to i32
  %v51 = icmp ult i64 %v25, %v27
  %v52 = icmp ult i64 %v33, %v34
  %v53 = and i1 %v51, %v52
  %v54 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v35
  %v55 = bitcast float addrspace(1)* %v54 to <4 x float> addrspace(1)*
  %v56 = ptrtoint <4 x float> addrspace(1)* %v55 to i64
  %v57 = zext i1 %v53 to i32
  %v58 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v56, i32 %v57, i32 %v50, i32 %v50, i32 %v50, i32 %v50)
  %v59 = extractvalue {i32, i32, i32, i32} %v58, 0
  %v60 = extractvalue {i32, i32, i32, i32} %v58, 1
  %v61 = extractvalue {i32, i32, i32, i32} %v58, 2
  %v62 = extractvalue {i32, i32, i32, i32} %v58, 3
  %v63 = bitcast i32 %v59 to float
  %v64 = bitcast i32 %v60 to float
  %v65 = bitcast i32 %v61 to float
  %v66 = bitcast i32 %v62 to float
  %v67 = insertelement <4 x float> undef, float %v63, i32 0
  %v68 = insertelement <4 x float> %v67, float %v64, i32 1
  %v69 = insertelement <4 x float> %v68, float %v65, i32 2
  %v70 = insertelement <4 x float> %v69, float %v66, i32 3
  %v71 = extractelement <4 x float> %v70, i32 0
  %v72 = extractelement <4 x float> %v70, i32 1
  %v73 = extractelement <4 x float> %v70, i32 2
  %v74 = extractelement <4 x float> %v70, i32 3
  br label %ld_done3
ld_done3:
  %v75 = phi float [ %v46, %ld_full1 ], [ %v71, %ld_edge2 ]
  %v76 = phi float [ %v47, %ld_full1 ], [ %v72, %ld_edge2 ]
  %v77 = phi float [ %v48, %ld_full1 ], [ %v73, %ld_edge2 ]
  %v78 = phi float [ %v49, %ld_full1 ], [ %v74, %ld_edge2 ]
  %v79 = fadd float %v75, %v76
  %v80 = fadd float %v79, %v77
  %v81 = fadd float %v80, %v78
  %v82 = bitcast float %v81 to i32
  %v83 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v82, i32 1, i32 31)
  %v84 = bitcast i32 %v83 to float
  %v85 = fadd float %v81, %v84
  %v86 = bitcast float %v85 to i32
  %v87 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v86, i32 2, i32 31)
  %v88 = bitcast i32 %v87 to float
  %v89 = fadd float %v85, %v88
  %v90 = bitcast float %v89 to i32
  %v91 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v90, i32 4, i32 31)
  %v92 = bitcast i32 %v91 to float
  %v93 = fadd float %v89, %v92
  %v94 = bitcast float %v93 to i32
  %v95 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v94, i32 8, i32 31)
  %v96 = bitcast i32 %v95 to float
  %v97 = fadd float %v93, %v96
  %v98 = bitcast float %v97 to i32
  %v99 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v98, i32 16, i32 31)
  %v100 = bitcast i32 %v99 to float
  %v101 = fadd float %v97, %v100
  %v102 = fadd float %v101, 0x3FF0000000000000
  %v103 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v75, float %v102)
  %v104 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v76, float %v102)
  %v105 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v77, float %v102)
  %v106 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v78, float %v102)
  %v107 = fdiv float %v75, %v102
  %v108 = fdiv float %v76, %v102
  %v109 = fdiv float %v77, %v102
  %v110 = fdiv float %v78, %v102
  %v111 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v112 = fadd float %v103, %v107
  %v113 = fadd float %v104, %v108
  %v114 = fadd float %v105, %v109
  %v115 = fadd float %v106, %v110
  %v116 = and i32 %v2, 1
  %v117 = shl i32 %v116, 2
  %v118 = lshr i32 %v2, 1
  %v119 = and i32 %v118, 1
  %v120 = shl i32 %v119, 3
  %v121 = or i32 %v117, %v120
  %v122 = lshr i32 %v2, 2
  %v123 = and i32 %v122, 1
  %v124 = shl i32 %v123, 4
  %v125 = or i32 %v121, %v124
  %v126 = lshr i32 %v2, 3
  %v127 = and i32 %v126, 1
  %v128 = shl i32 %v127, 5
  %v129 = or i32 %v125, %v128
  %v130 = lshr i32 %v2, 4
  %v131 = and i32 %v130, 1
  %v132 = shl i32 %v131, 6
  %v133 = or i32 %v129, %v132
  %v134 = lshr i32 %v133, 7
  %v135 = and i32 %v133, 127
  %v136 = sext i32 %v111 to i64
  %v137 = sext i32 %p8 to i64
  %v138 = zext i32 %p6 to i64
  %v139 = mul i64 %v136, %v137
  %v140 = add i64 %v136, 1
  %v141 = icmp sle i64 %v140, %v138
  %v142 = icmp sge i64 %v136, 0
  %v143 = and i1 %v141, %v142
  %v144 = zext i32 %v135 to i64
  %v145 = zext i32 %p7 to i64
  %v146 = add i64 %v139, %v144
  %v147 = icmp sle i64 128, %v145
  %v148 = icmp sge i64 0, 0
  %v149 = and i1 %v147, %v148
  %v150 = and i1 %v143, %v149
  %v151 = and i32 %v3, 3
  %v152 = icmp eq i32 %v151, 0
  br i1 %v152, label %st_owner4, label %join5
st_owner4:
  br i1 %v150, label %st_full6, label %st_edge7
join5:
  %v171 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v172 = and i32 %v2, 1
  %v173 = shl i32 %v172, 3
  %v174 = lshr i32 %v2, 1
  %v175 = and i32 %v174, 1
  %v176 = shl i32 %v175, 4
  %v177 = or i32 %v173, %v176
  %v178 = lshr i32 %v2, 2
  %v179 = and i32 %v178, 1
  %v180 = shl i32 %v179, 5
  %v181 = or i32 %v177, %v180
  %v182 = lshr i32 %v2, 3
  %v183 = and i32 %v182, 1
  %v184 = shl i32 %v183, 6
  %v185 = or i32 %v181, %v184
  %v186 = lshr i32 %v185, 7
  %v187 = and i32 %v185, 127
  %v188 = sext i32 %v171 to i64
  %v189 = sext i32 %p13 to i64
  %v190 = zext i32 %p11 to i64
  %v191 = mul i64 %v188, %v189
  %v192 = add i64 %v188, 1
  %v193 = icmp sle i64 %v192, %v190
  %v194 = icmp sge i64 %v188, 0
  %v195 = and i1 %v193, %v194
  %v196 = zext i32 %v187 to i64
  %v197 = zext i32 %p12 to i64
  %v198 = add i64 %v191, %v196
  %v199 = icmp sle i64 128, %v197
  %v200 = icmp sge i64 0, 0
  %v201 = and i1 %v199, %v200
  %v202 = and i1 %v195, %v201
  br i1 %v202, label %ld_full11, label %ld_edge12
st_full6:
  %v153 = icmp ult i64 %v136, %v138
  %v154 = icmp ult i64 %v144, %v145
  %v155 = and i1 %v153, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v146
  %v157 = insertelement <4 x float> undef, float %v112, i32 0
  %v158 = insertelement <4 x float> %v157, float %v113, i32 1
  %v159 = insertelement <4 x float> %v158, float %v114, i32 2
  %v160 = insertelement <4 x float> %v159, float %v115, i32 3
  %v161 = bitcast float addrspace(1)* %v156 to <4 x float> addrspace(1)*
  store <4 x float> %v160, <4 x float> addrspace(1)* %v161, align 16
  br label %st_done8
st_edge7:
  %v162 = icmp ult i64 %v136, %v138
  %v163 = icmp ult i64 %v144, %v145
  %v164 = and i1 %v162, %v163
  %v165 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v146
  br i1 %v164, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v166 = insertelement <4 x float> undef, float %v112, i32 0
  %v167 = insertelement <4 x float> %v166, float %v113, i32 1
  %v168 = insertelement <4 x float> %v167, float %v114, i32 2
  %v169 = insertelement <4 x float> %v168, float %v115, i32 3
  %v170 = bitcast float addrspace(1)* %v165 to <4 x float> addrspace(1)*
  store <4 x float> %v169, <4 x float> addrspace(1)* %v170, align 16
  br label %join10
join10:
  br label %st_done8
ld_full11:
  %v203 = icmp ult i64 %v188, %v190
  %v204 = icmp ult i64 %v196, %v197
  %v205 = and i1 %v203, %v204
  %v206 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v198
  %v207 = bitcast i16 addrspace(1)* %v206 to <4 x i32> addrspace(1)*
  %v208 = load <4 x i32>, <4 x i32> addrspace(1)* %v207, align 16
  %v209 = extractelement <4 x i32> %v208, i32 0
  %v210 = trunc i32 %v209 to i16
  %v211 = zext i16 %v210 to i32
  %v212 = shl i32 %v211, 16
  %v213 = bitcast i32 %v212 to float
  %v214 = extractelement <4 x i32> %v208, i32 0
  %v215 = lshr i32 %v214, 16
  %v216 = trunc i32 %v215 to i16
  %v217 = zext i16 %v216 to i32
  %v218 = shl i32 %v217, 16
  %v219 = bitcast i32 %v218 to float
  %v220 = extractelement <4 x i32> %v208, i32 1
  %v221 = trunc i32 %v220 to i16
  %v222 = zext i16 %v221 to i32
  %v223 = shl i32 %v222, 16
  %v224 = bitcast i32 %v223 to float
  %v225 = extractelement <4 x i32> %v208, i32 1
  %v226 = lshr i32 %v225, 16
  %v227 = trunc i32 %v226 to i16
  %v228 = zext i16 %v227 to i32
  %v229 = shl i32 %v228, 16
  %v230 = bitcast i32 %v229 to float
  %v231 = extractelement <4 x i32> %v208, i32 2
  %v232 = trunc i32 %v231 to i16
  %v233 = zext i16 %v232 to i32
  %v234 = shl i32 %v233, 16
  %v235 = bitcast i32 %v234 to float
  %v236 = extractelement <4 x i32> %v208, i32 2
  %v237 = lshr i32 %v236, 16
  %v238 = trunc i32 %v237 to i16
  %v239 = zext i16 %v238 to i32
  %v240 = shl i32 %v239, 16
  %v241 = bitcast i32 %v240 to float
  %v242 = extractelement <4 x i32> %v208, i32 3
  %v243 = trunc i32 %v242 to i16
  %v244 = zext i16 %v243 to i32
  %v245 = shl i32 %v244, 16
  %v246 = bitcast i32 %v245 to float
  %v247 = extractelement <4 x i32> %v208, i32 3
  %v248 = lshr i32 %v247, 16
  %v249 = trunc i32 %v248 to i16
  %v250 = zext i16 %v249 to i32
  %v251 = shl i32 %v250, 16
  %v252 = bitcast i32 %v251 to float
  br label %ld_done13
ld_edge12:
  %v253 = bitcast float 0x0000000000000000 to i32
  %v254 = lshr i32 %v253, 16
  %v255 = trunc i32 %v254 to i16
  %v256 = zext i16 %v255 to i32
  %v257 = zext i16 %v255 to i32
  %v258 = shl i32 %v257, 16
  %v259 = or i32 %v256, %v258
  %v260 = icmp ult i64 %v188, %v190
  %v261 = icmp ult i64 %v196, %v197
  %v262 = and i1 %v260, %v261
  %v263 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v198
  %v264 = bitcast i16 addrspace(1)* %v263 to <4 x i32> addrspace(1)*
  %v265 = ptrtoint <4 x i32> addrspace(1)* %v264 to i64
  %v266 = zext i1 %v262 to i32
  %v267 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v265, i32 %v266, i32 %v259, i32 %v259, i32 %v259, i32 %v259)
  %v268 = extractvalue {i32, i32, i32, i32} %v267, 0
  %v269 = extractvalue {i32, i32, i32, i32} %v267, 1
  %v270 = extractvalue {i32, i32, i32, i32} %v267, 2
  %v271 = extractvalue {i32, i32, i32, i32} %v267, 3
  %v272 = insertelement <4 x i32> undef, i32 %v268, i32 0
  %v273 = insertelement <4 x i32> %v272, i32 %v269, i32 1
  %v274 = insertelement <4 x i32> %v273, i32 %v270, i32 2
  %v275 = insertelement <4 x i32> %v274, i32 %v271, i32 3
  %v276 = extractelement <4 x i32> %v275, i32 0
  %v277 = trunc i32 %v276 to i16
  %v278 = zext i16 %v277 to i32
  %v279 = shl i32 %v278, 16
  %v280 = bitcast i32 %v279 to float
  %v281 = extractelement <4 x i32> %v275, i32 0
  %v282 = lshr i32 %v281, 16
  %v283 = trunc i32 %v282 to i16
  %v284 = zext i16 %v283 to i32
  %v285 = shl i32 %v284, 16
  %v286 = bitcast i32 %v285 to float
  %v287 = extractelement <4 x i32> %v275, i32 1
  %v288 = trunc i32 %v287 to i16
  %v289 = zext i16 %v288 to i32
  %v290 = shl i32 %v289, 16
  %v291 = bitcast i32 %v290 to float
  %v292 = extractelement <4 x i32> %v275, i32 1
  %v293 = lshr i32 %v292, 16
  %v294 = trunc i32 %v293 to i16
  %v295 = zext i16 %v294 to i32
  %v296 = shl i32 %v295, 16
  %v297 = bitcast i32 %v296 to float
  %v298 = extractelement <4 x i32> %v275, i32 2
  %v299 = trunc i32 %v298 to i16
  %v300 = zext i16 %v299 to i32
  %v301 = shl i32 %v300, 16
  %v302 = bitcast i32 %v301 to float
  %v303 = extractelement <4 x i32> %v275, i32 2
  %v304 = lshr i32 %v303, 16
  %v305 = trunc i32 %v304 to i16
  %v306 = zext i16 %v305 to i32
  %v307 = shl i32 %v306, 16
  %v308 = bitcast i32 %v307 to float
  %v309 = extractelement <4 x i32> %v275, i32 3
  %v310 = trunc i32 %v309 to i16
  %v311 = zext i16 %v310 to i32
  %v312 = shl i32 %v311, 16
  %v313 = bitcast i32 %v312 to float
  %v314 = extractelement <4 x i32> %v275, i32 3
  %v315 = lshr i32 %v314, 16
  %v316 = trunc i32 %v315 to i16
  %v317 = zext i16 %v316 to i32
  %v318 = shl i32 %v317, 16
  %v319 = bitcast i32 %v318 to float
  br label %ld_done13
ld_done13:
  %v320 = phi float [ %v213, %ld_full11 ], [ %v280, %ld_edge12 ]
  %v321 = phi float [ %v219, %ld_full11 ], [ %v286, %ld_edge12 ]
  %v322 = phi float [ %v224, %ld_full11 ], [ %v291, %ld_edge12 ]
  %v323 = phi float [ %v230, %ld_full11 ], [ %v297, %ld_edge12 ]
  %v324 = phi float [ %v235, %ld_full11 ], [ %v302, %ld_edge12 ]
  %v325 = phi float [ %v241, %ld_full11 ], [ %v308, %ld_edge12 ]
  %v326 = phi float [ %v246, %ld_full11 ], [ %v313, %ld_edge12 ]
  %v327 = phi float [ %v252, %ld_full11 ], [ %v319, %ld_edge12 ]
  %v328 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v329 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v102)
  %v330 = zext i16 %v329 to i32
  %v331 = shl i32 %v330, 16
  %v332 = bitcast i32 %v331 to float
  %v333 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v320, float %v332)
  %v334 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v333)
  %v335 = zext i16 %v334 to i32
  %v336 = shl i32 %v335, 16
  %v337 = bitcast i32 %v336 to float
  %v338 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v321, float %v332)
  %v339 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v338)
  %v340 = zext i16 %v339 to i32
  %v341 = shl i32 %v340, 16
  %v342 = bitcast i32 %v341 to float
  %v343 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v322, float %v332)
  %v344 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v343)
  %v345 = zext i16 %v344 to i32
  %v346 = shl i32 %v345, 16
  %v347 = bitcast i32 %v346 to float
  %v348 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v323, float %v332)
  %v349 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v348)
  %v350 = zext i16 %v349 to i32
  %v351 = shl i32 %v350, 16
  %v352 = bitcast i32 %v351 to float
  %v353 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v324, float %v332)
  %v354 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v353)
  %v355 = zext i16 %v354 to i32
  %v356 = shl i32 %v355, 16
  %v357 = bitcast i32 %v356 to float
  %v358 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v325, float %v332)
  %v359 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v358)
  %v360 = zext i16 %v359 to i32
  %v361 = shl i32 %v360, 16
  %v362 = bitcast i32 %v361 to float
  %v363 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v326, float %v332)
  %v364 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v363)
  %v365 = zext i16 %v364 to i32
  %v366 = shl i32 %v365, 16
  %v367 = bitcast i32 %v366 to float
  %v368 = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %v327, float %v332)
  %v369 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v368)
  %v370 = zext i16 %v369 to i32
  %v371 = shl i32 %v370, 16
  %v372 = bitcast i32 %v371 to float
  %v373 = and i32 %v2, 1
  %v374 = shl i32 %v373, 3
  %v375 = lshr i32 %v2, 1
  %v376 = and i32 %v375, 1
  %v377 = shl i32 %v376, 4
  %v378 = or i32 %v374, %v377
  %v379 = lshr i32 %v2, 2
  %v380 = and i32 %v379, 1
  %v381 = shl i32 %v380, 5
  %v382 = or i32 %v378, %v381
  %v383 = lshr i32 %v2, 3
  %v384 = and i32 %v383, 1
  %v385 = shl i32 %v384, 6
  %v386 = or i32 %v382, %v385
  %v387 = lshr i32 %v386, 7
  %v388 = and i32 %v386, 127
  %v389 = sext i32 %v328 to i64
  %v390 = sext i32 %p13 to i64
  %v391 = zext i32 %p11 to i64
  %v392 = mul i64 %v389, %v390
  %v393 = add i64 %v389, 1
  %v394 = icmp sle i64 %v393, %v391
  %v395 = icmp sge i64 %v389, 0
  %v396 = and i1 %v394, %v395
  %v397 = zext i32 %v388 to i64
  %v398 = zext i32 %p12 to i64
  %v399 = add i64 %v392, %v397
  %v400 = icmp sle i64 128, %v398
  %v401 = icmp sge i64 0, 0
  %v402 = and i1 %v400, %v401
  %v403 = and i1 %v396, %v402
  %v404 = and i32 %v2, 16
  %v405 = icmp eq i32 %v404, 0
  %v406 = and i32 %v3, 3
  %v407 = icmp eq i32 %v406, 0
  %v408 = and i1 %v405, %v407
  br i1 %v408, label %st_owner14, label %join15
st_owner14:
  br i1 %v403, label %st_full16, label %st_edge17
join15:
  ret void
st_full16:
  %v409 = icmp ult i64 %v389, %v391
  %v410 = icmp ult i64 %v397, %v398
  %v411 = and i1 %v409, %v410
  %v412 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v399
  %v413 = bitcast float %v337 to i32
  %v414 = lshr i32 %v413, 16
  %v415 = trunc i32 %v414 to i16
  %v416 = bitcast float %v342 to i32
  %v417 = lshr i32 %v416, 16
  %v418 = trunc i32 %v417 to i16
  %v419 = bitcast float %v347 to i32
  %v420 = lshr i32 %v419, 16
  %v421 = trunc i32 %v420 to i16
  %v422 = bitcast float %v352 to i32
  %v423 = lshr i32 %v422, 16
  %v424 = trunc i32 %v423 to i16
  %v425 = bitcast float %v357 to i32
  %v426 = lshr i32 %v425, 16
  %v427 = trunc i32 %v426 to i16
  %v428 = bitcast float %v362 to i32
  %v429 = lshr i32 %v428, 16
  %v430 = trunc i32 %v429 to i16
  %v431 = bitcast float %v367 to i32
  %v432 = lshr i32 %v431, 16
  %v433 = trunc i32 %v432 to i16
  %v434 = bitcast float %v372 to i32
  %v435 = lshr i32 %v434, 16
  %v436 = trunc i32 %v435 to i16
  %v437 = zext i16 %v415 to i32
  %v438 = zext i16 %v418 to i32
  %v439 = shl i32 %v438, 16
  %v440 = or i32 %v437, %v439
  %v441 = zext i16 %v421 to i32
  %v442 = zext i16 %v424 to i32
  %v443 = shl i32 %v442, 16
  %v444 = or i32 %v441, %v443
  %v445 = zext i16 %v427 to i32
  %v446 = zext i16 %v430 to i32
  %v447 = shl i32 %v446, 16
  %v448 = or i32 %v445, %v447
  %v449 = zext i16 %v433 to i32
  %v450 = zext i16 %v436 to i32
  %v451 = shl i32 %v450, 16
  %v452 = or i32 %v449, %v451
  %v453 = insertelement <4 x i32> undef, i32 %v440, i32 0
  %v454 = insertelement <4 x i32> %v453, i32 %v444, i32 1
  %v455 = insertelement <4 x i32> %v454, i32 %v448, i32 2
  %v456 = insertelement <4 x i32> %v455, i32 %v452, i32 3
  %v457 = bitcast i16 addrspace(1)* %v412 to <4 x i32> addrspace(1)*
  store <4 x i32> %v456, <4 x i32> addrspace(1)* %v457, align 16
  br label %st_done18
st_edge17:
  %v458 = icmp ult i64 %v389, %v391
  %v459 = icmp ult i64 %v397, %v398
  %v460 = and i1 %v458, %v459
  %v461 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v399
  br i1 %v460, label %st19, label %join20
st_done18:
  br label %join15
st19:
  %v462 = bitcast float %v337 to i32
  %v463 = lshr i32 %v462, 16
  %v464 = trunc i32 %v463 to i16
  %v465 = bitcast float %v342 to i32
  %v466 = lshr i32 %v465, 16
  %v467 = trunc i32 %v466 to i16
  %v468 = bitcast float %v347 to i32
  %v469 = lshr i32 %v468, 16
  %v470 = trunc i32 %v469 to i16
  %v471 = bitcast float %v352 to i32
  %v472 = lshr i32 %v471, 16
  %v473 = trunc i32 %v472 to i16
  %v474 = bitcast float %v357 to i32
  %v475 = lshr i32 %v474, 16
  %v476 = trunc i32 %v475 to i16
  %v477 = bitcast float %v362 to i32
  %v478 = lshr i32 %v477, 16
  %v479 = trunc i32 %v478 to i16
  %v480 = bitcast float %v367 to i32
  %v481 = lshr i32 %v480, 16
  %v482 = trunc i32 %v481 to i16
  %v483 = bitcast float %v372 to i32
  %v484 = lshr i32 %v483, 16
  %v485 = trunc i32 %v484 to i16
  %v486 = zext i16 %v464 to i32
  %v487 = zext i16 %v467 to i32
  %v488 = shl i32 %v487, 16
  %v489 = or i32 %v486, %v488
  %v490 = zext i16 %v470 to i32
  %v491 = zext i16 %v473 to i32
  %v492 = shl i32 %v491, 16
  %v493 = or i32 %v490, %v492
  %v494 = zext i16 %v476 to i32
  %v495 = zext i16 %v479 to i32
  %v496 = shl i32 %v495, 16
  %v497 = or i32 %v494, %v496
  %v498 = zext i16 %v482 to i32
  %v499 = zext i16 %v485 to i32
  %v500 = shl i32 %v499, 16
  %v501 = or i32 %v498, %v500
  %v502 = insertelement <4 x i32> undef, i32 %v489, i32 0
  %v503 = insertelement <4 x i32> %v502, i32 %v493, i32 1
  %v504 = insertelement <4 x i32> %v503, i32 %v497, i32 2
  %v505 = insertelement <4 x i32> %v504, i32 %v501, i32 3
  %v506 = bitcast i16 addrspace(1)* %v461 to <4 x i32> addrspace(1)*
  store <4 x i32> %v505, <4 x i32> addrspace(1)* %v506, align 16
  br label %join20
join20:
  br label %st_done18
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32, i16 addrspace(1)*, i32, i32, i32, i32)* @divisions, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32, i16 addrspace(1)*, i32, i32, i32, i32)* @divisions, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
