; kernel matmul [tm=64, tn=64, tk=32]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @matmul(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, float addrspace(1)* noalias %p10, i32 %p11, i32 %p12, i32 %p13, i32 %p14) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = icmp eq i32 64, 0
  %v6 = select i1 %v5, i32 1, i32 64
  %v7 = icmp eq i32 64, -1
  %v8 = select i1 %v7, i32 1, i32 %v6
  %v9 = sdiv i32 %p1, %v8
  %v10 = sub i32 0, %v9
  %v11 = select i1 %v7, i32 %v10, i32 %v9
  %v12 = srem i32 %p1, %v8
  %v13 = select i1 %v7, i32 0, i32 %v12
  %v14 = icmp ne i32 %v13, 0
  %v15 = xor i32 %v13, 64
  %v16 = icmp sge i32 %v15, 0
  %v17 = and i1 %v14, %v16
  %v18 = add i32 %v11, 1
  %v19 = select i1 %v17, i32 %v18, i32 %v11
  %v20 = select i1 %v5, i32 0, i32 %v19
  %v21 = icmp eq i32 64, 0
  %v22 = select i1 %v21, i32 1, i32 64
  %v23 = icmp eq i32 64, -1
  %v24 = select i1 %v23, i32 1, i32 %v22
  %v25 = sdiv i32 %p7, %v24
  %v26 = sub i32 0, %v25
  %v27 = select i1 %v23, i32 %v26, i32 %v25
  %v28 = srem i32 %p7, %v24
  %v29 = select i1 %v23, i32 0, i32 %v28
  %v30 = icmp ne i32 %v29, 0
  %v31 = xor i32 %v29, 64
  %v32 = icmp sge i32 %v31, 0
  %v33 = and i1 %v30, %v32
  %v34 = add i32 %v27, 1
  %v35 = select i1 %v33, i32 %v34, i32 %v27
  %v36 = select i1 %v21, i32 0, i32 %v35
  %v37 = mul i32 8, %v36
  %v38 = icmp eq i32 %v37, 0
  %v39 = select i1 %v38, i32 1, i32 %v37
  %v40 = icmp eq i32 %v37, -1
  %v41 = select i1 %v40, i32 1, i32 %v39
  %v42 = sdiv i32 %v4, %v41
  %v43 = sub i32 0, %v42
  %v44 = select i1 %v40, i32 %v43, i32 %v42
  %v45 = srem i32 %v4, %v41
  %v46 = select i1 %v40, i32 0, i32 %v45
  %v47 = icmp ne i32 %v46, 0
  %v48 = xor i32 %v46, %v37
  %v49 = icmp slt i32 %v48, 0
  %v50 = and i1 %v47, %v49
  %v51 = sub i32 %v44, 1
  %v52 = add i32 %v46, %v37
  %v53 = select i1 %v50, i32 %v51, i32 %v44
  %v54 = select i1 %v50, i32 %v52, i32 %v46
  %v55 = select i1 %v38, i32 0, i32 %v53
  %v56 = mul i32 %v55, 8
  %v57 = sub i32 %v20, %v56
  %v58 = icmp slt i32 %v57, 8
  %v59 = select i1 %v58, i32 %v57, i32 8
  %v60 = icmp eq i32 %v59, 0
  %v61 = select i1 %v60, i32 1, i32 %v59
  %v62 = icmp eq i32 %v59, -1
  %v63 = select i1 %v62, i32 1, i32 %v61
  %v64 = sdiv i32 %v4, %v63
  %v65 = sub i32 0, %v64
  %v66 = select i1 %v62, i32 %v65, i32 %v64
  %v67 = srem i32 %v4, %v63
  %v68 = select i1 %v62, i32 0, i32 %v67
  %v69 = icmp ne i32 %v68, 0
  %v70 = xor i32 %v68, %v59
  %v71 = icmp slt i32 %v70, 0
  %v72 = and i1 %v69, %v71
  %v73 = sub i32 %v66, 1
  %v74 = add i32 %v68, %v59
  %v75 = select i1 %v72, i32 %v73, i32 %v66
  %v76 = select i1 %v72, i32 %v74, i32 %v68
  %v77 = select i1 %v60, i32 %v4, i32 %v76
  %v78 = add i32 %v56, %v77
  %v79 = mul i32 8, %v36
  %v80 = icmp eq i32 %v79, 0
  %v81 = select i1 %v80, i32 1, i32 %v79
  %v82 = icmp eq i32 %v79, -1
  %v83 = select i1 %v82, i32 1, i32 %v81
  %v84 = sdiv i32 %v4, %v83
  %v85 = sub i32 0, %v84
  %v86 = select i1 %v82, i32 %v85, i32 %v84
  %v87 = srem i32 %v4, %v83
  %v88 = select i1 %v82, i32 0, i32 %v87
  %v89 = icmp ne i32 %v88, 0
  %v90 = xor i32 %v88, %v79
  %v91 = icmp slt i32 %v90, 0
  %v92 = and i1 %v89, %v91
  %v93 = sub i32 %v86, 1
  %v94 = add i32 %v88, %v79
  %v95 = select i1 %v92, i32 %v93, i32 %v86
  %v96 = select i1 %v92, i32 %v94, i32 %v88
  %v97 = select i1 %v80, i32 %v4, i32 %v96
  %v98 = icmp eq i32 %v59, 0
  %v99 = select i1 %v98, i32 1, i32 %v59
  %v100 = icmp eq i32 %v59, -1
  %v101 = select i1 %v100, i32 1, i32 %v99
  %v102 = sdiv i32 %v97, %v101
  %v103 = sub i32 0, %v102
  %v104 = select i1 %v100, i32 %v103, i32 %v102
  %v105 = srem i32 %v97, %v101
  %v106 = select i1 %v100, i32 0, i32 %v105
  %v107 = icmp ne i32 %v106, 0
  %v108 = xor i32 %v106, %v59
  %v109 = icmp slt i32 %v108, 0
  %v110 = and i1 %v107, %v109
  %v111 = sub i32 %v104, 1
  %v112 = add i32 %v106, %v59
  %v113 = select i1 %v110, i32 %v111, i32 %v104
  %v114 = select i1 %v110, i32 %v112, i32 %v106
  %v115 = select i1 %v98, i32 0, i32 %v113
  %v116 = icmp eq i32 32, 0
  %v117 = select i1 %v116, i32 1, i32 32
  %v118 = icmp eq i32 32, -1
  %v119 = select i1 %v118, i32 1, i32 %v117
  %v120 = sdiv i32 %p2, %v119
  %v121 = sub i32 0, %v120
  %v122 = select i1 %v118, i32 %v121, i32 %v120
  %v123 = srem i32 %p2, %v119
  %v124 = select i1 %v118, i32 0, i32 %v123
  %v125 = icmp ne i32 %v124, 0
  %v126 = xor i32 %v124, 32
  %v127 = icmp sge i32 %v126, 0
  %v128 = and i1 %v125, %v127
  %v129 = add i32 %v122, 1
  %v130 = select i1 %v128, i32 %v129, i32 %v122
  %v131 = select i1 %v116, i32 0, i32 %v130
  %v132 = sext i32 %v131 to i64
  br label %for1
for1:
  %v133 = phi float [ 0x0000000000000000, %entry0 ], [ %v735, %mma_done17 ]
  %v134 = phi float [ 0x0000000000000000, %entry0 ], [ %v750, %mma_done17 ]
  %v135 = phi float [ 0x0000000000000000, %entry0 ], [ %v765, %mma_done17 ]
  %v136 = phi float [ 0x0000000000000000, %entry0 ], [ %v780, %mma_done17 ]
  %v137 = phi float [ 0x0000000000000000, %entry0 ], [ %v795, %mma_done17 ]
  %v138 = phi float [ 0x0000000000000000, %entry0 ], [ %v810, %mma_done17 ]
  %v139 = phi float [ 0x0000000000000000, %entry0 ], [ %v825, %mma_done17 ]
  %v140 = phi float [ 0x0000000000000000, %entry0 ], [ %v840, %mma_done17 ]
  %v141 = phi float [ 0x0000000000000000, %entry0 ], [ %v855, %mma_done17 ]
  %v142 = phi float [ 0x0000000000000000, %entry0 ], [ %v870, %mma_done17 ]
  %v143 = phi float [ 0x0000000000000000, %entry0 ], [ %v885, %mma_done17 ]
  %v144 = phi float [ 0x0000000000000000, %entry0 ], [ %v900, %mma_done17 ]
  %v145 = phi float [ 0x0000000000000000, %entry0 ], [ %v915, %mma_done17 ]
  %v146 = phi float [ 0x0000000000000000, %entry0 ], [ %v930, %mma_done17 ]
  %v147 = phi float [ 0x0000000000000000, %entry0 ], [ %v945, %mma_done17 ]
  %v148 = phi float [ 0x0000000000000000, %entry0 ], [ %v960, %mma_done17 ]
  %v149 = phi i64 [ 0, %entry0 ], [ %v963, %mma_done17 ]
  %v150 = icmp slt i64 %v149, %v132
  %v151 = icmp sgt i64 %v149, %v132
  %v152 = icmp sgt i64 1, 0
  %v153 = select i1 %v152, i1 %v150, i1 %v151
  br i1 %v153, label %body2, label %endfor3
body2:
  %v154 = trunc i64 %v149 to i32
  %v155 = and i32 %v2, 1
  %v156 = shl i32 %v155, 3
  %v157 = lshr i32 %v2, 1
  %v158 = and i32 %v157, 1
  %v159 = shl i32 %v158, 4
  %v160 = or i32 %v156, %v159
  %v161 = lshr i32 %v2, 2
  %v162 = and i32 %v161, 1
  %v163 = shl i32 %v162, 5
  %v164 = or i32 %v160, %v163
  %v165 = lshr i32 %v2, 3
  %v166 = and i32 %v165, 1
  %v167 = shl i32 %v166, 6
  %v168 = or i32 %v164, %v167
  %v169 = lshr i32 %v2, 4
  %v170 = and i32 %v169, 1
  %v171 = shl i32 %v170, 7
  %v172 = or i32 %v168, %v171
  %v173 = and i32 %v3, 1
  %v174 = shl i32 %v173, 8
  %v175 = or i32 %v172, %v174
  %v176 = lshr i32 %v3, 1
  %v177 = and i32 %v176, 1
  %v178 = shl i32 %v177, 9
  %v179 = or i32 %v175, %v178
  %v180 = lshr i32 %v3, 2
  %v181 = and i32 %v180, 1
  %v182 = shl i32 %v181, 10
  %v183 = or i32 %v179, %v182
  %v184 = lshr i32 %v183, 5
  %v185 = and i32 %v184, 63
  %v186 = and i32 %v183, 31
  %v187 = sext i32 %v78 to i64
  %v188 = mul i64 %v187, 64
  %v189 = zext i32 %v185 to i64
  %v190 = add i64 %v188, %v189
  %v191 = sext i32 %p3 to i64
  %v192 = zext i32 %p1 to i64
  %v193 = mul i64 %v190, %v191
  %v194 = add i64 %v188, 64
  %v195 = icmp sle i64 %v194, %v192
  %v196 = icmp sge i64 %v187, 0
  %v197 = and i1 %v195, %v196
  %v198 = sext i32 %v154 to i64
  %v199 = mul i64 %v198, 32
  %v200 = zext i32 %v186 to i64
  %v201 = add i64 %v199, %v200
  %v202 = zext i32 %p2 to i64
  %v203 = add i64 %v193, %v201
  %v204 = add i64 %v199, 32
  %v205 = icmp sle i64 %v204, %v202
  %v206 = icmp sge i64 %v198, 0
  %v207 = and i1 %v205, %v206
  %v208 = and i1 %v197, %v207
  br i1 %v208, label %ld_full4, label %ld_edge5
endfor3:
  %v964 = and i32 %v2, 1
  %v965 = shl i32 %v964, 2
  %v966 = lshr i32 %v2, 1
  %v967 = and i32 %v966, 1
  %v968 = shl i32 %v967, 3
  %v969 = or i32 %v965, %v968
  %v970 = lshr i32 %v2, 2
  %v971 = and i32 %v970, 1
  %v972 = shl i32 %v971, 4
  %v973 = or i32 %v969, %v972
  %v974 = lshr i32 %v2, 3
  %v975 = and i32 %v974, 1
  %v976 = shl i32 %v975, 5
  %v977 = or i32 %v973, %v976
  %v978 = lshr i32 %v2, 4
  %v979 = and i32 %v978, 1
  %v980 = shl i32 %v979, 6
  %v981 = or i32 %v977, %v980
  %v982 = and i32 %v3, 1
  %v983 = shl i32 %v982, 7
  %v984 = or i32 %v981, %v983
  %v985 = lshr i32 %v3, 1
  %v986 = and i32 %v985, 1
  %v987 = shl i32 %v986, 8
  %v988 = or i32 %v984, %v987
  %v989 = lshr i32 %v3, 2
  %v990 = and i32 %v989, 1
  %v991 = shl i32 %v990, 9
  %v992 = or i32 %v988, %v991
  %v993 = lshr i32 %v992, 6
  %v994 = and i32 %v993, 63
  %v995 = and i32 %v992, 63
  %v996 = sext i32 %v78 to i64
  %v997 = mul i64 %v996, 64
  %v998 = zext i32 %v994 to i64
  %v999 = add i64 %v997, %v998
  %v1000 = sext i32 %p13 to i64
  %v1001 = zext i32 %p11 to i64
  %v1002 = mul i64 %v999, %v1000
  %v1003 = add i64 %v997, 64
  %v1004 = icmp sle i64 %v1003, %v1001
  %v1005 = icmp sge i64 %v996, 0
  %v1006 = and i1 %v1004, %v1005
  %v1007 = sext i32 %v115 to i64
  %v1008 = mul i64 %v1007, 64
  %v1009 = zext i32 %v995 to i64
  %v1010 = add i64 %v1008, %v1009
  %v1011 = zext i32 %p12 to i64
  %v1012 = add i64 %v1002, %v1010
  %v1013 = add i64 %v1008, 64
  %v1014 = icmp sle i64 %v1013, %v1011
  %v1015 = icmp sge i64 %v1007, 0
  %v1016 = and i1 %v1014, %v1015
  %v1017 = and i1 %v1006, %v1016
  br i1 %v1017, label %st_full18, label %st_edge19
ld_full4:
  %v209 = icmp ult i64 %v190, %v192
  %v210 = icmp ult i64 %v201, %v202
  %v211 = and i1 %v209, %v210
  %v212 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v203
  %v213 = bitcast half addrspace(1)* %v212 to <4 x i32> addrspace(1)*
  %v214 = load <4 x i32>, <4 x i32> addrspace(1)* %v213, align 16
  %v215 = extractelement <4 x i32> %v214, i32 0
  %v216 = trunc i32 %v215 to i16
  %v217 = bitcast i16 %v216 to half
  %v218 = fpext half %v217 to float
  %v219 = extractelement <4 x i32> %v214, i32 0
  %v220 = lshr i32 %v219, 16
  %v221 = trunc i32 %v220 to i16
  %v222 = bitcast i16 %v221 to half
  %v223 = fpext half %v222 to float
  %v224 = extractelement <4 x i32> %v214, i32 1
  %v225 = trunc i32 %v224 to i16
  %v226 = bitcast i16 %v225 to half
  %v227 = fpext half %v226 to float
  %v228 = extractelement <4 x i32> %v214, i32 1
  %v229 = lshr i32 %v228, 16
  %v230 = trunc i32 %v229 to i16
  %v231 = bitcast i16 %v230 to half
  %v232 = fpext half %v231 to float
  %v233 = extractelement <4 x i32> %v214, i32 2
  %v234 = trunc i32 %v233 to i16
  %v235 = bitcast i16 %v234 to half
  %v236 = fpext half %v235 to float
  %v237 = extractelement <4 x i32> %v214, i32 2
  %v238 = lshr i32 %v237, 16
  %v239 = trunc i32 %v238 to i16
  %v240 = bitcast i16 %v239 to half
  %v241 = fpext half %v240 to float
  %v242 = extractelement <4 x i32> %v214, i32 3
  %v243 = trunc i32 %v242 to i16
  %v244 = bitcast i16 %v243 to half
  %v245 = fpext half %v244 to float
  %v246 = extractelement <4 x i32> %v214, i32 3
  %v247 = lshr i32 %v246, 16
  %v248 = trunc i32 %v247 to i16
  %v249 = bitcast i16 %v248 to half
  %v250 = fpext half %v249 to float
  br label %ld_done6
ld_edge5:
  %v251 = icmp ult i64 %v190, %v192
  %v252 = icmp ult i64 %v201, %v202
  %v253 = and i1 %v251, %v252
  %v254 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v203
  %v255 = bitcast half addrspace(1)* %v254 to <4 x i32> addrspace(1)*
  br i1 %v253, label %ld7, label %ld_next8
ld_done6:
  %v301 = phi float [ %v218, %ld_full4 ], [ %v293, %ld_next8 ]
  %v302 = phi float [ %v223, %ld_full4 ], [ %v294, %ld_next8 ]
  %v303 = phi float [ %v227, %ld_full4 ], [ %v295, %ld_next8 ]
  %v304 = phi float [ %v232, %ld_full4 ], [ %v296, %ld_next8 ]
  %v305 = phi float [ %v236, %ld_full4 ], [ %v297, %ld_next8 ]
  %v306 = phi float [ %v241, %ld_full4 ], [ %v298, %ld_next8 ]
  %v307 = phi float [ %v245, %ld_full4 ], [ %v299, %ld_next8 ]
  %v308 = phi float [ %v250, %ld_full4 ], [ %v300, %ld_next8 ]
  %v309 = and i32 %v2, 1
  %v310 = shl i32 %v309, 3
  %v311 = lshr i32 %v2, 1
  %v312 = and i32 %v311, 1
  %v313 = shl i32 %v312, 4
  %v314 = or i32 %v310, %v313
  %v315 = lshr i32 %v2, 2
  %v316 = and i32 %v315, 1
  %v317 = shl i32 %v316, 5
  %v318 = or i32 %v314, %v317
  %v319 = lshr i32 %v2, 3
  %v320 = and i32 %v319, 1
  %v321 = shl i32 %v320, 6
  %v322 = or i32 %v318, %v321
  %v323 = lshr i32 %v2, 4
  %v324 = and i32 %v323, 1
  %v325 = shl i32 %v324, 7
  %v326 = or i32 %v322, %v325
  %v327 = and i32 %v3, 1
  %v328 = shl i32 %v327, 8
  %v329 = or i32 %v326, %v328
  %v330 = lshr i32 %v3, 1
  %v331 = and i32 %v330, 1
  %v332 = shl i32 %v331, 9
  %v333 = or i32 %v329, %v332
  %v334 = lshr i32 %v3, 2
  %v335 = and i32 %v334, 1
  %v336 = shl i32 %v335, 10
  %v337 = or i32 %v333, %v336
  %v338 = lshr i32 %v337, 6
  %v339 = and i32 %v338, 31
  %v340 = and i32 %v337, 63
  %v341 = sext i32 %v154 to i64
  %v342 = mul i64 %v341, 32
  %v343 = zext i32 %v339 to i64
  %v344 = add i64 %v342, %v343
  %v345 = sext i32 %p8 to i64
  %v346 = zext i32 %p6 to i64
  %v347 = mul i64 %v344, %v345
  %v348 = add i64 %v342, 32
  %v349 = icmp sle i64 %v348, %v346
  %v350 = icmp sge i64 %v341, 0
  %v351 = and i1 %v349, %v350
  %v352 = sext i32 %v115 to i64
  %v353 = mul i64 %v352, 64
  %v354 = zext i32 %v340 to i64
  %v355 = add i64 %v353, %v354
  %v356 = zext i32 %p7 to i64
  %v357 = add i64 %v347, %v355
  %v358 = add i64 %v353, 64
  %v359 = icmp sle i64 %v358, %v356
  %v360 = icmp sge i64 %v352, 0
  %v361 = and i1 %v359, %v360
  %v362 = and i1 %v351, %v361
  br i1 %v362, label %ld_full9, label %ld_edge10
ld7:
  %v256 = load <4 x i32>, <4 x i32> addrspace(1)* %v255, align 16
  %v257 = extractelement <4 x i32> %v256, i32 0
  %v258 = trunc i32 %v257 to i16
  %v259 = bitcast i16 %v258 to half
  %v260 = fpext half %v259 to float
  %v261 = extractelement <4 x i32> %v256, i32 0
  %v262 = lshr i32 %v261, 16
  %v263 = trunc i32 %v262 to i16
  %v264 = bitcast i16 %v263 to half
  %v265 = fpext half %v264 to float
  %v266 = extractelement <4 x i32> %v256, i32 1
  %v267 = trunc i32 %v266 to i16
  %v268 = bitcast i16 %v267 to half
  %v269 = fpext half %v268 to float
  %v270 = extractelement <4 x i32> %v256, i32 1
  %v271 = lshr i32 %v270, 16
  %v272 = trunc i32 %v271 to i16
  %v273 = bitcast i16 %v272 to half
  %v274 = fpext half %v273 to float
  %v275 = extractelement <4 x i32> %v256, i32 2
  %v276 = trunc i32 %v275 to i16
  %v277 = bitcast i16 %v276 to half
  %v278 = fpext half %v277 to float
  %v279 = extractelement <4 x i32> %v256, i32 2
  %v280 = lshr i32 %v279, 16
  %v281 = trunc i32 %v280 to i16
  %v282 = bitcast i16 %v281 to half
  %v283 = fpext half %v282 to float
  %v284 = extractelement <4 x i32> %v256, i32 3
  %v285 = trunc i32 %v284 to i16
  %v286 = bitcast i16 %v285 to half
  %v287 = fpext half %v286 to float
  %v288 = extractelement <4 x i32> %v256, i32 3
  %v289 = lshr i32 %v288, 16
  %v290 = trunc i32 %v289 to i16
  %v291 = bitcast i16 %v290 to half
  %v292 = fpext half %v291 to float
  br label %ld_next8
ld_next8:
  %v293 = phi float [ %v260, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v294 = phi float [ %v265, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v295 = phi float [ %v269, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v296 = phi float [ %v274, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v297 = phi float [ %v278, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v298 = phi float [ %v283, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v299 = phi float [ %v287, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v300 = phi float [ %v292, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  br label %ld_done6
ld_full9:
  %v363 = icmp ult i64 %v344, %v346
  %v364 = icmp ult i64 %v355, %v356
  %v365 = and i1 %v363, %v364
  %v366 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v357
  %v367 = bitcast half addrspace(1)* %v366 to <2 x i32> addrspace(1)*
  %v368 = load <2 x i32>, <2 x i32> addrspace(1)* %v367, align 8
  %v369 = extractelement <2 x i32> %v368, i32 0
  %v370 = trunc i32 %v369 to i16
  %v371 = bitcast i16 %v370 to half
  %v372 = fpext half %v371 to float
  %v373 = extractelement <2 x i32> %v368, i32 0
  %v374 = lshr i32 %v373, 16
  %v375 = trunc i32 %v374 to i16
  %v376 = bitcast i16 %v375 to half
  %v377 = fpext half %v376 to float
  %v378 = extractelement <2 x i32> %v368, i32 1
  %v379 = trunc i32 %v378 to i16
  %v380 = bitcast i16 %v379 to half
  %v381 = fpext half %v380 to float
  %v382 = extractelement <2 x i32> %v368, i32 1
  %v383 = lshr i32 %v382, 16
  %v384 = trunc i32 %v383 to i16
  %v385 = bitcast i16 %v384 to half
  %v386 = fpext half %v385 to float
  %v387 = icmp ult i64 %v344, %v346
  %v388 = add i64 %v357, 4
  %v389 = add i64 %v355, 4
  %v390 = icmp ult i64 %v389, %v356
  %v391 = and i1 %v387, %v390
  %v392 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v388
  %v393 = bitcast half addrspace(1)* %v392 to <2 x i32> addrspace(1)*
  %v394 = load <2 x i32>, <2 x i32> addrspace(1)* %v393, align 8
  %v395 = extractelement <2 x i32> %v394, i32 0
  %v396 = trunc i32 %v395 to i16
  %v397 = bitcast i16 %v396 to half
  %v398 = fpext half %v397 to float
  %v399 = extractelement <2 x i32> %v394, i32 0
  %v400 = lshr i32 %v399, 16
  %v401 = trunc i32 %v400 to i16
  %v402 = bitcast i16 %v401 to half
  %v403 = fpext half %v402 to float
  %v404 = extractelement <2 x i32> %v394, i32 1
  %v405 = trunc i32 %v404 to i16
  %v406 = bitcast i16 %v405 to half
  %v407 = fpext half %v406 to float
  %v408 = extractelement <2 x i32> %v394, i32 1
  %v409 = lshr i32 %v408, 16
  %v410 = trunc i32 %v409 to i16
  %v411 = bitcast i16 %v410 to half
  %v412 = fpext half %v411 to float
  br label %ld_done11
ld_edge10:
  %v413 = icmp ult i64 %v344, %v346
  %v414 = icmp ult i64 %v355, %v356
  %v415 = and i1 %v413, %v414
  %v416 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v357
  %v417 = bitcast half addrspace(1)* %v416 to <2 x i32> addrspace(1)*
  br i1 %v415, label %ld12, label %ld_next13
ld_done11:
  %v471 = phi float [ %v372, %ld_full9 ], [ %v437, %ld_next15 ]
  %v472 = phi float [ %v377, %ld_full9 ], [ %v438, %ld_next15 ]
  %v473 = phi float [ %v381, %ld_full9 ], [ %v439, %ld_next15 ]
  %v474 = phi float [ %v386, %ld_full9 ], [ %v440, %ld_next15 ]
  %v475 = phi float [ %v398, %ld_full9 ], [ %v467, %ld_next15 ]
  %v476 = phi float [ %v403, %ld_full9 ], [ %v468, %ld_next15 ]
  %v477 = phi float [ %v407, %ld_full9 ], [ %v469, %ld_next15 ]
  %v478 = phi float [ %v412, %ld_full9 ], [ %v470, %ld_next15 ]
  call void @llvm.nvvm.barrier0()
  %v479 = and i32 %v2, 1
  %v480 = shl i32 %v479, 3
  %v481 = lshr i32 %v2, 1
  %v482 = and i32 %v481, 1
  %v483 = shl i32 %v482, 4
  %v484 = or i32 %v480, %v483
  %v485 = lshr i32 %v2, 2
  %v486 = and i32 %v485, 1
  %v487 = shl i32 %v486, 5
  %v488 = or i32 %v484, %v487
  %v489 = lshr i32 %v2, 3
  %v490 = and i32 %v489, 1
  %v491 = shl i32 %v490, 6
  %v492 = or i32 %v488, %v491
  %v493 = lshr i32 %v2, 4
  %v494 = and i32 %v493, 1
  %v495 = shl i32 %v494, 7
  %v496 = or i32 %v492, %v495
  %v497 = and i32 %v3, 1
  %v498 = shl i32 %v497, 8
  %v499 = or i32 %v496, %v498
  %v500 = lshr i32 %v3, 1
  %v501 = and i32 %v500, 1
  %v502 = shl i32 %v501, 9
  %v503 = or i32 %v499, %v502
  %v504 = lshr i32 %v3, 2
  %v505 = and i32 %v504, 1
  %v506 = shl i32 %v505, 10
  %v507 = or i32 %v503, %v506
  %v508 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v509 = getelementptr inbounds i32, i32 addrspace(3)* %v508, i32 %v507
  %v510 = fptrunc float %v301 to half
  %v511 = bitcast half %v510 to i16
  %v512 = zext i16 %v511 to i32
  store i32 %v512, i32 addrspace(3)* %v509, align 4
  %v513 = or i32 %v507, 1
  %v514 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v515 = getelementptr inbounds i32, i32 addrspace(3)* %v514, i32 %v513
  %v516 = fptrunc float %v302 to half
  %v517 = bitcast half %v516 to i16
  %v518 = zext i16 %v517 to i32
  store i32 %v518, i32 addrspace(3)* %v515, align 4
  %v519 = or i32 %v507, 2
  %v520 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v521 = getelementptr inbounds i32, i32 addrspace(3)* %v520, i32 %v519
  %v522 = fptrunc float %v303 to half
  %v523 = bitcast half %v522 to i16
  %v524 = zext i16 %v523 to i32
  store i32 %v524, i32 addrspace(3)* %v521, align 4
  %v525 = or i32 %v507, 3
  %v526 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v527 = getelementptr inbounds i32, i32 addrspace(3)* %v526, i32 %v525
  %v528 = fptrunc float %v304 to half
  %v529 = bitcast half %v528 to i16
  %v530 = zext i16 %v529 to i32
  store i32 %v530, i32 addrspace(3)* %v527, align 4
  %v531 = or i32 %v507, 4
  %v532 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v533 = getelementptr inbounds i32, i32 addrspace(3)* %v532, i32 %v531
  %v534 = fptrunc float %v305 to half
  %v535 = bitcast half %v534 to i16
  %v536 = zext i16 %v535 to i32
  store i32 %v536, i32 addrspace(3)* %v533, align 4
  %v537 = or i32 %v507, 5
  %v538 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v539 = getelementptr inbounds i32, i32 addrspace(3)* %v538, i32 %v537
  %v540 = fptrunc float %v306 to half
  %v541 = bitcast half %v540 to i16
  %v542 = zext i16 %v541 to i32
  store i32 %v542, i32 addrspace(3)* %v539, align 4
  %v543 = or i32 %v507, 6
  %v544 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v545 = getelementptr inbounds i32, i32 addrspace(3)* %v544, i32 %v543
  %v546 = fptrunc float %v307 to half
  %v547 = bitcast half %v546 to i16
  %v548 = zext i16 %v547 to i32
  store i32 %v548, i32 addrspace(3)* %v545, align 4
  %v549 = or i32 %v507, 7
  %v550 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v551 = getelementptr inbounds i32, i32 addrspace(3)* %v550, i32 %v549
  %v552 = fptrunc float %v308 to half
  %v553 = bitcast half %v552 to i16
  %v554 = zext i16 %v553 to i32
  store i32 %v554, i32 addrspace(3)* %v551, align 4
  %v555 = and i32 %v2, 1
  %v556 = shl i32 %v555, 3
  %v557 = lshr i32 %v2, 1
  %v558 = and i32 %v557, 1
  %v559 = shl i32 %v558, 4
  %v560 = or i32 %v556, %v559
  %v561 = lshr i32 %v2, 2
  %v562 = and i32 %v561, 1
  %v563 = shl i32 %v562, 5
  %v564 = or i32 %v560, %v563
  %v565 = lshr i32 %v2, 3
  %v566 = and i32 %v565, 1
  %v567 = shl i32 %v566, 6
  %v568 = or i32 %v564, %v567
  %v569 = lshr i32 %v2, 4
  %v570 = and i32 %v569, 1
  %v571 = shl i32 %v570, 7
  %v572 = or i32 %v568, %v571
  %v573 = and i32 %v3, 1
  %v574 = shl i32 %v573, 8
  %v575 = or i32 %v572, %v574
  %v576 = lshr i32 %v3, 1
  %v577 = and i32 %v576, 1
  %v578 = shl i32 %v577, 9
  %v579 = or i32 %v575, %v578
  %v580 = lshr i32 %v3, 2
  %v581 = and i32 %v580, 1
  %v582 = shl i32 %v581, 10
  %v583 = or i32 %v579, %v582
  %v584 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v585 = getelementptr inbounds i32, i32 addrspace(3)* %v584, i32 %v583
  %v586 = fptrunc float %v471 to half
  %v587 = bitcast half %v586 to i16
  %v588 = zext i16 %v587 to i32
  store i32 %v588, i32 addrspace(3)* %v585, align 4
  %v589 = or i32 %v583, 1
  %v590 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v591 = getelementptr inbounds i32, i32 addrspace(3)* %v590, i32 %v589
  %v592 = fptrunc float %v472 to half
  %v593 = bitcast half %v592 to i16
  %v594 = zext i16 %v593 to i32
  store i32 %v594, i32 addrspace(3)* %v591, align 4
  %v595 = or i32 %v583, 2
  %v596 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v597 = getelementptr inbounds i32, i32 addrspace(3)* %v596, i32 %v595
  %v598 = fptrunc float %v473 to half
  %v599 = bitcast half %v598 to i16
  %v600 = zext i16 %v599 to i32
  store i32 %v600, i32 addrspace(3)* %v597, align 4
  %v601 = or i32 %v583, 3
  %v602 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v603 = getelementptr inbounds i32, i32 addrspace(3)* %v602, i32 %v601
  %v604 = fptrunc float %v474 to half
  %v605 = bitcast half %v604 to i16
  %v606 = zext i16 %v605 to i32
  store i32 %v606, i32 addrspace(3)* %v603, align 4
  %v607 = or i32 %v583, 4
  %v608 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v609 = getelementptr inbounds i32, i32 addrspace(3)* %v608, i32 %v607
  %v610 = fptrunc float %v475 to half
  %v611 = bitcast half %v610 to i16
  %v612 = zext i16 %v611 to i32
  store i32 %v612, i32 addrspace(3)* %v609, align 4
  %v613 = or i32 %v583, 5
  %v614 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v615 = getelementptr inbounds i32, i32 addrspace(3)* %v614, i32 %v613
  %v616 = fptrunc float %v476 to half
  %v617 = bitcast half %v616 to i16
  %v618 = zext i16 %v617 to i32
  store i32 %v618, i32 addrspace(3)* %v615, align 4
  %v619 = or i32 %v583, 6
  %v620 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v621 = getelementptr inbounds i32, i32 addrspace(3)* %v620, i32 %v619
  %v622 = fptrunc float %v477 to half
  %v623 = bitcast half %v622 to i16
  %v624 = zext i16 %v623 to i32
  store i32 %v624, i32 addrspace(3)* %v621, align 4
  %v625 = or i32 %v583, 7
  %v626 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v627 = getelementptr inbounds i32, i32 addrspace(3)* %v626, i32 %v625
  %v628 = fptrunc float %v478 to half
  %v629 = bitcast half %v628 to i16
  %v630 = zext i16 %v629 to i32
  store i32 %v630, i32 addrspace(3)* %v627, align 4
  call void @llvm.nvvm.barrier0()
  %v631 = and i32 %v2, 1
  %v632 = shl i32 %v631, 2
  %v633 = lshr i32 %v2, 1
  %v634 = and i32 %v633, 1
  %v635 = shl i32 %v634, 3
  %v636 = or i32 %v632, %v635
  %v637 = lshr i32 %v2, 2
  %v638 = and i32 %v637, 1
  %v639 = shl i32 %v638, 4
  %v640 = or i32 %v636, %v639
  %v641 = lshr i32 %v2, 3
  %v642 = and i32 %v641, 1
  %v643 = shl i32 %v642, 5
  %v644 = or i32 %v640, %v643
  %v645 = lshr i32 %v2, 4
  %v646 = and i32 %v645, 1
  %v647 = shl i32 %v646, 6
  %v648 = or i32 %v644, %v647
  %v649 = and i32 %v3, 1
  %v650 = shl i32 %v649, 7
  %v651 = or i32 %v648, %v650
  %v652 = lshr i32 %v3, 1
  %v653 = and i32 %v652, 1
  %v654 = shl i32 %v653, 8
  %v655 = or i32 %v651, %v654
  %v656 = lshr i32 %v3, 2
  %v657 = and i32 %v656, 1
  %v658 = shl i32 %v657, 9
  %v659 = or i32 %v655, %v658
  %v660 = lshr i32 %v659, 6
  %v661 = and i32 %v660, 63
  %v662 = and i32 %v659, 63
  %v663 = mul i32 %v661, 32
  %v664 = add i32 %v662, 1
  %v665 = mul i32 %v661, 32
  %v666 = add i32 %v662, 2
  %v667 = mul i32 %v661, 32
  %v668 = add i32 %v662, 3
  %v669 = mul i32 %v661, 32
  %v670 = add i32 %v661, 16
  %v671 = mul i32 %v670, 32
  %v672 = add i32 %v661, 16
  %v673 = add i32 %v662, 1
  %v674 = mul i32 %v672, 32
  %v675 = add i32 %v661, 16
  %v676 = add i32 %v662, 2
  %v677 = mul i32 %v675, 32
  %v678 = add i32 %v661, 16
  %v679 = add i32 %v662, 3
  %v680 = mul i32 %v678, 32
  %v681 = add i32 %v661, 32
  %v682 = mul i32 %v681, 32
  %v683 = add i32 %v661, 32
  %v684 = add i32 %v662, 1
  %v685 = mul i32 %v683, 32
  %v686 = add i32 %v661, 32
  %v687 = add i32 %v662, 2
  %v688 = mul i32 %v686, 32
  %v689 = add i32 %v661, 32
  %v690 = add i32 %v662, 3
  %v691 = mul i32 %v689, 32
  %v692 = add i32 %v661, 48
  %v693 = mul i32 %v692, 32
  %v694 = add i32 %v661, 48
  %v695 = add i32 %v662, 1
  %v696 = mul i32 %v694, 32
  %v697 = add i32 %v661, 48
  %v698 = add i32 %v662, 2
  %v699 = mul i32 %v697, 32
  %v700 = add i32 %v661, 48
  %v701 = add i32 %v662, 3
  %v702 = mul i32 %v700, 32
  br label %mma_k16
ld12:
  %v418 = load <2 x i32>, <2 x i32> addrspace(1)* %v417, align 8
  %v419 = extractelement <2 x i32> %v418, i32 0
  %v420 = trunc i32 %v419 to i16
  %v421 = bitcast i16 %v420 to half
  %v422 = fpext half %v421 to float
  %v423 = extractelement <2 x i32> %v418, i32 0
  %v424 = lshr i32 %v423, 16
  %v425 = trunc i32 %v424 to i16
  %v426 = bitcast i16 %v425 to half
  %v427 = fpext half %v426 to float
  %v428 = extractelement <2 x i32> %v418, i32 1
  %v429 = trunc i32 %v428 to i16
  %v430 = bitcast i16 %v429 to half
  %v431 = fpext half %v430 to float
  %v432 = extractelement <2 x i32> %v418, i32 1
  %v433 = lshr i32 %v432, 16
  %v434 = trunc i32 %v433 to i16
  %v435 = bitcast i16 %v434 to half
  %v436 = fpext half %v435 to float
  br label %ld_next13
ld_next13:
  %v437 = phi float [ %v422, %ld12 ], [ 0x0000000000000000, %ld_edge10 ]
  %v438 = phi float [ %v427, %ld12 ], [ 0x0000000000000000, %ld_edge10 ]
  %v439 = phi float [ %v431, %ld12 ], [ 0x0000000000000000, %ld_edge10 ]
  %v440 = phi float [ %v436, %ld12 ], [ 0x0000000000000000, %ld_edge10 ]
  %v441 = icmp ult i64 %v344, %v346
  %v442 = add i64 %v357, 4
  %v443 = add i64 %v355, 4
  %v444 = icmp ult i64 %v443, %v356
  %v445 = and i1 %v441, %v444
  %v446 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v442
  %v447 = bitcast half addrspace(1)* %v446 to <2 x i32> addrspace(1)*
  br i1 %v445, label %ld14, label %ld_next15
ld14:
  %v448 = load <2 x i32>, <2 x i32> addrspace(1)* %v447, align 8
  %v449 = extractelement <2 x i32> %v448, i32 0
  %v450 = trunc i32 %v449 to i16
  %v451 = bitcast i16 %v450 to half
  %v452 = fpext half %v451 to float
  %v453 = extractelement <2 x i32> %v448, i32 0
  %v454 = lshr i32 %v453, 16
  %v455 = trunc i32 %v454 to i16
  %v456 = bitcast i16 %v455 to half
  %v457 = fpext half %v456 to float
  %v458 = extractelement <2 x i32> %v448, i32 1
  %v459 = trunc i32 %v458 to i16
  %v460 = bitcast i16 %v459 to half
  %v461 = fpext half %v460 to float
  %v462 = extractelement <2 x i32> %v448, i32 1
  %v463 = lshr i32 %v462, 16
  %v464 = trunc i32 %v463 to i16
  %v465 = bitcast i16 %v464 to half
  %v466 = fpext half %v465 to float
  br label %ld_next15
ld_next15:
  %v467 = phi float [ %v452, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v468 = phi float [ %v457, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v469 = phi float [ %v461, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v470 = phi float [ %v466, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  br label %ld_done11
mma_k16:
  %v703 = phi i32 [ 0, %ld_done11 ], [ %v961, %mma_k16 ]
  %v704 = phi float [ %v133, %ld_done11 ], [ %v735, %mma_k16 ]
  %v705 = phi float [ %v134, %ld_done11 ], [ %v750, %mma_k16 ]
  %v706 = phi float [ %v135, %ld_done11 ], [ %v765, %mma_k16 ]
  %v707 = phi float [ %v136, %ld_done11 ], [ %v780, %mma_k16 ]
  %v708 = phi float [ %v137, %ld_done11 ], [ %v795, %mma_k16 ]
  %v709 = phi float [ %v138, %ld_done11 ], [ %v810, %mma_k16 ]
  %v710 = phi float [ %v139, %ld_done11 ], [ %v825, %mma_k16 ]
  %v711 = phi float [ %v140, %ld_done11 ], [ %v840, %mma_k16 ]
  %v712 = phi float [ %v141, %ld_done11 ], [ %v855, %mma_k16 ]
  %v713 = phi float [ %v142, %ld_done11 ], [ %v870, %mma_k16 ]
  %v714 = phi float [ %v143, %ld_done11 ], [ %v885, %mma_k16 ]
  %v715 = phi float [ %v144, %ld_done11 ], [ %v900, %mma_k16 ]
  %v716 = phi float [ %v145, %ld_done11 ], [ %v915, %mma_k16 ]
  %v717 = phi float [ %v146, %ld_done11 ], [ %v930, %mma_k16 ]
  %v718 = phi float [ %v147, %ld_done11 ], [ %v945, %mma_k16 ]
  %v719 = phi float [ %v148, %ld_done11 ], [ %v960, %mma_k16 ]
  %v720 = mul i32 %v703, 64
  %v721 = add i32 %v663, %v703
  %v722 = add i32 %v662, %v720
  %v723 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v724 = getelementptr inbounds i32, i32 addrspace(3)* %v723, i32 %v721
  %v725 = load i32, i32 addrspace(3)* %v724, align 4
  %v726 = trunc i32 %v725 to i16
  %v727 = bitcast i16 %v726 to half
  %v728 = fpext half %v727 to float
  %v729 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v730 = getelementptr inbounds i32, i32 addrspace(3)* %v729, i32 %v722
  %v731 = load i32, i32 addrspace(3)* %v730, align 4
  %v732 = trunc i32 %v731 to i16
  %v733 = bitcast i16 %v732 to half
  %v734 = fpext half %v733 to float
  %v735 = call float @llvm.fma.f32(float %v728, float %v734, float %v704)
  %v736 = add i32 %v665, %v703
  %v737 = add i32 %v664, %v720
  %v738 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v739 = getelementptr inbounds i32, i32 addrspace(3)* %v738, i32 %v736
  %v740 = load i32, i32 addrspace(3)* %v739, align 4
  %v741 = trunc i32 %v740 to i16
  %v742 = bitcast i16 %v741 to half
  %v743 = fpext half %v742 to float
  %v744 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v745 = getelementptr inbounds i32, i32 addrspace(3)* %v744, i32 %v737
  %v746 = load i32, i32 addrspace(3)* %v745, align 4
  %v747 = trunc i32 %v746 to i16
  %v748 = bitcast i16 %v747 to half
  %v749 = fpext half %v748 to float
  %v750 = call float @llvm.fma.f32(float %v743, float %v749, float %v705)
  %v751 = add i32 %v667, %v703
  %v752 = add i32 %v666, %v720
  %v753 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v754 = getelementptr inbounds i32, i32 addrspace(3)* %v753, i32 %v751
  %v755 = load i32, i32 addrspace(3)* %v754, align 4
  %v756 = trunc i32 %v755 to i16
  %v757 = bitcast i16 %v756 to half
  %v758 = fpext half %v757 to float
  %v759 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v760 = getelementptr inbounds i32, i32 addrspace(3)* %v759, i32 %v752
  %v761 = load i32, i32 addrspace(3)* %v760, align 4
  %v762 = trunc i32 %v761 to i16
  %v763 = bitcast i16 %v762 to half
  %v764 = fpext half %v763 to float
  %v765 = call float @llvm.fma.f32(float %v758, float %v764, float %v706)
  %v766 = add i32 %v669, %v703
  %v767 = add i32 %v668, %v720
  %v768 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v769 = getelementptr inbounds i32, i32 addrspace(3)* %v768, i32 %v766
  %v770 = load i32, i32 addrspace(3)* %v769, align 4
  %v771 = trunc i32 %v770 to i16
  %v772 = bitcast i16 %v771 to half
  %v773 = fpext half %v772 to float
  %v774 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v775 = getelementptr inbounds i32, i32 addrspace(3)* %v774, i32 %v767
  %v776 = load i32, i32 addrspace(3)* %v775, align 4
  %v777 = trunc i32 %v776 to i16
  %v778 = bitcast i16 %v777 to half
  %v779 = fpext half %v778 to float
  %v780 = call float @llvm.fma.f32(float %v773, float %v779, float %v707)
  %v781 = add i32 %v671, %v703
  %v782 = add i32 %v662, %v720
  %v783 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v784 = getelementptr inbounds i32, i32 addrspace(3)* %v783, i32 %v781
  %v785 = load i32, i32 addrspace(3)* %v784, align 4
  %v786 = trunc i32 %v785 to i16
  %v787 = bitcast i16 %v786 to half
  %v788 = fpext half %v787 to float
  %v789 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v790 = getelementptr inbounds i32, i32 addrspace(3)* %v789, i32 %v782
  %v791 = load i32, i32 addrspace(3)* %v790, align 4
  %v792 = trunc i32 %v791 to i16
  %v793 = bitcast i16 %v792 to half
  %v794 = fpext half %v793 to float
  %v795 = call float @llvm.fma.f32(float %v788, float %v794, float %v708)
  %v796 = add i32 %v674, %v703
  %v797 = add i32 %v673, %v720
  %v798 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v799 = getelementptr inbounds i32, i32 addrspace(3)* %v798, i32 %v796
  %v800 = load i32, i32 addrspace(3)* %v799, align 4
  %v801 = trunc i32 %v800 to i16
  %v802 = bitcast i16 %v801 to half
  %v803 = fpext half %v802 to float
  %v804 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v805 = getelementptr inbounds i32, i32 addrspace(3)* %v804, i32 %v797
  %v806 = load i32, i32 addrspace(3)* %v805, align 4
  %v807 = trunc i32 %v806 to i16
  %v808 = bitcast i16 %v807 to half
  %v809 = fpext half %v808 to float
  %v810 = call float @llvm.fma.f32(float %v803, float %v809, float %v709)
  %v811 = add i32 %v677, %v703
  %v812 = add i32 %v676, %v720
  %v813 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v814 = getelementptr inbounds i32, i32 addrspace(3)* %v813, i32 %v811
  %v815 = load i32, i32 addrspace(3)* %v814, align 4
  %v816 = trunc i32 %v815 to i16
  %v817 = bitcast i16 %v816 to half
  %v818 = fpext half %v817 to float
  %v819 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v820 = getelementptr inbounds i32, i32 addrspace(3)* %v819, i32 %v812
  %v821 = load i32, i32 addrspace(3)* %v820, align 4
  %v822 = trunc i32 %v821 to i16
  %v823 = bitcast i16 %v822 to half
  %v824 = fpext half %v823 to float
  %v825 = call float @llvm.fma.f32(float %v818, float %v824, float %v710)
  %v826 = add i32 %v680, %v703
  %v827 = add i32 %v679, %v720
  %v828 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v829 = getelementptr inbounds i32, i32 addrspace(3)* %v828, i32 %v826
  %v830 = load i32, i32 addrspace(3)* %v829, align 4
  %v831 = trunc i32 %v830 to i16
  %v832 = bitcast i16 %v831 to half
  %v833 = fpext half %v832 to float
  %v834 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v835 = getelementptr inbounds i32, i32 addrspace(3)* %v834, i32 %v827
  %v836 = load i32, i32 addrspace(3)* %v835, align 4
  %v837 = trunc i32 %v836 to i16
  %v838 = bitcast i16 %v837 to half
  %v839 = fpext half %v838 to float
  %v840 = call float @llvm.fma.f32(float %v833, float %v839, float %v711)
  %v841 = add i32 %v682, %v703
  %v842 = add i32 %v662, %v720
  %v843 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v844 = getelementptr inbounds i32, i32 addrspace(3)* %v843, i32 %v841
  %v845 = load i32, i32 addrspace(3)* %v844, align 4
  %v846 = trunc i32 %v845 to i16
  %v847 = bitcast i16 %v846 to half
  %v848 = fpext half %v847 to float
  %v849 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v850 = getelementptr inbounds i32, i32 addrspace(3)* %v849, i32 %v842
  %v851 = load i32, i32 addrspace(3)* %v850, align 4
  %v852 = trunc i32 %v851 to i16
  %v853 = bitcast i16 %v852 to half
  %v854 = fpext half %v853 to float
  %v855 = call float @llvm.fma.f32(float %v848, float %v854, float %v712)
  %v856 = add i32 %v685, %v703
  %v857 = add i32 %v684, %v720
  %v858 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v859 = getelementptr inbounds i32, i32 addrspace(3)* %v858, i32 %v856
  %v860 = load i32, i32 addrspace(3)* %v859, align 4
  %v861 = trunc i32 %v860 to i16
  %v862 = bitcast i16 %v861 to half
  %v863 = fpext half %v862 to float
  %v864 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v865 = getelementptr inbounds i32, i32 addrspace(3)* %v864, i32 %v857
  %v866 = load i32, i32 addrspace(3)* %v865, align 4
  %v867 = trunc i32 %v866 to i16
  %v868 = bitcast i16 %v867 to half
  %v869 = fpext half %v868 to float
  %v870 = call float @llvm.fma.f32(float %v863, float %v869, float %v713)
  %v871 = add i32 %v688, %v703
  %v872 = add i32 %v687, %v720
  %v873 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v874 = getelementptr inbounds i32, i32 addrspace(3)* %v873, i32 %v871
  %v875 = load i32, i32 addrspace(3)* %v874, align 4
  %v876 = trunc i32 %v875 to i16
  %v877 = bitcast i16 %v876 to half
  %v878 = fpext half %v877 to float
  %v879 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v880 = getelementptr inbounds i32, i32 addrspace(3)* %v879, i32 %v872
  %v881 = load i32, i32 addrspace(3)* %v880, align 4
  %v882 = trunc i32 %v881 to i16
  %v883 = bitcast i16 %v882 to half
  %v884 = fpext half %v883 to float
  %v885 = call float @llvm.fma.f32(float %v878, float %v884, float %v714)
  %v886 = add i32 %v691, %v703
  %v887 = add i32 %v690, %v720
  %v888 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v889 = getelementptr inbounds i32, i32 addrspace(3)* %v888, i32 %v886
  %v890 = load i32, i32 addrspace(3)* %v889, align 4
  %v891 = trunc i32 %v890 to i16
  %v892 = bitcast i16 %v891 to half
  %v893 = fpext half %v892 to float
  %v894 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v895 = getelementptr inbounds i32, i32 addrspace(3)* %v894, i32 %v887
  %v896 = load i32, i32 addrspace(3)* %v895, align 4
  %v897 = trunc i32 %v896 to i16
  %v898 = bitcast i16 %v897 to half
  %v899 = fpext half %v898 to float
  %v900 = call float @llvm.fma.f32(float %v893, float %v899, float %v715)
  %v901 = add i32 %v693, %v703
  %v902 = add i32 %v662, %v720
  %v903 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v904 = getelementptr inbounds i32, i32 addrspace(3)* %v903, i32 %v901
  %v905 = load i32, i32 addrspace(3)* %v904, align 4
  %v906 = trunc i32 %v905 to i16
  %v907 = bitcast i16 %v906 to half
  %v908 = fpext half %v907 to float
  %v909 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v910 = getelementptr inbounds i32, i32 addrspace(3)* %v909, i32 %v902
  %v911 = load i32, i32 addrspace(3)* %v910, align 4
  %v912 = trunc i32 %v911 to i16
  %v913 = bitcast i16 %v912 to half
  %v914 = fpext half %v913 to float
  %v915 = call float @llvm.fma.f32(float %v908, float %v914, float %v716)
  %v916 = add i32 %v696, %v703
  %v917 = add i32 %v695, %v720
  %v918 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v919 = getelementptr inbounds i32, i32 addrspace(3)* %v918, i32 %v916
  %v920 = load i32, i32 addrspace(3)* %v919, align 4
  %v921 = trunc i32 %v920 to i16
  %v922 = bitcast i16 %v921 to half
  %v923 = fpext half %v922 to float
  %v924 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v925 = getelementptr inbounds i32, i32 addrspace(3)* %v924, i32 %v917
  %v926 = load i32, i32 addrspace(3)* %v925, align 4
  %v927 = trunc i32 %v926 to i16
  %v928 = bitcast i16 %v927 to half
  %v929 = fpext half %v928 to float
  %v930 = call float @llvm.fma.f32(float %v923, float %v929, float %v717)
  %v931 = add i32 %v699, %v703
  %v932 = add i32 %v698, %v720
  %v933 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v934 = getelementptr inbounds i32, i32 addrspace(3)* %v933, i32 %v931
  %v935 = load i32, i32 addrspace(3)* %v934, align 4
  %v936 = trunc i32 %v935 to i16
  %v937 = bitcast i16 %v936 to half
  %v938 = fpext half %v937 to float
  %v939 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v940 = getelementptr inbounds i32, i32 addrspace(3)* %v939, i32 %v932
  %v941 = load i32, i32 addrspace(3)* %v940, align 4
  %v942 = trunc i32 %v941 to i16
  %v943 = bitcast i16 %v942 to half
  %v944 = fpext half %v943 to float
  %v945 = call float @llvm.fma.f32(float %v938, float %v944, float %v718)
  %v946 = add i32 %v702, %v703
  %v947 = add i32 %v701, %v720
  %v948 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v949 = getelementptr inbounds i32, i32 addrspace(3)* %v948, i32 %v946
  %v950 = load i32, i32 addrspace(3)* %v949, align 4
  %v951 = trunc i32 %v950 to i16
  %v952 = bitcast i16 %v951 to half
  %v953 = fpext half %v952 to float
  %v954 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 8192) to i32 addrspace(3)*
  %v955 = getelementptr inbounds i32, i32 addrspace(3)* %v954, i32 %v947
  %v956 = load i32, i32 addrspace(3)* %v955, align 4
  %v957 = trunc i32 %v956 to i16
  %v958 = bitcast i16 %v957 to half
  %v959 = fpext half %v958 to float
  %v960 = call float @llvm.fma.f32(float %v953, float %v959, float %v719)
  %v961 = add i32 %v703, 1
  %v962 = icmp slt i32 %v961, 32
  br i1 %v962, label %mma_k16, label %mma_done17
mma_done17:
  %v963 = add i64 %v149, 1
  br label %for1
st_full18:
  %v1018 = icmp ult i64 %v999, %v1001
  %v1019 = icmp ult i64 %v1010, %v1011
  %v1020 = and i1 %v1018, %v1019
  %v1021 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1012
  %v1022 = insertelement <4 x float> undef, float %v133, i32 0
  %v1023 = insertelement <4 x float> %v1022, float %v134, i32 1
  %v1024 = insertelement <4 x float> %v1023, float %v135, i32 2
  %v1025 = insertelement <4 x float> %v1024, float %v136, i32 3
  %v1026 = bitcast float addrspace(1)* %v1021 to <4 x float> addrspace(1)*
  store <4 x float> %v1025, <4 x float> addrspace(1)* %v1026, align 16
  %v1027 = mul i64 16, %v1000
  %v1028 = add i64 %v1012, %v1027
  %v1029 = add i64 %v999, 16
  %v1030 = icmp ult i64 %v1029, %v1001
  %v1031 = icmp ult i64 %v1010, %v1011
  %v1032 = and i1 %v1030, %v1031
  %v1033 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1028
  %v1034 = insertelement <4 x float> undef, float %v137, i32 0
  %v1035 = insertelement <4 x float> %v1034, float %v138, i32 1
  %v1036 = insertelement <4 x float> %v1035, float %v139, i32 2
  %v1037 = insertelement <4 x float> %v1036, float %v140, i32 3
  %v1038 = bitcast float addrspace(1)* %v1033 to <4 x float> addrspace(1)*
  store <4 x float> %v1037, <4 x float> addrspace(1)* %v1038, align 16
  %v1039 = mul i64 32, %v1000
  %v1040 = add i64 %v1012, %v1039
  %v1041 = add i64 %v999, 32
  %v1042 = icmp ult i64 %v1041, %v1001
  %v1043 = icmp ult i64 %v1010, %v1011
  %v1044 = and i1 %v1042, %v1043
  %v1045 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1040
  %v1046 = insertelement <4 x float> undef, float %v141, i32 0
  %v1047 = insertelement <4 x float> %v1046, float %v142, i32 1
  %v1048 = insertelement <4 x float> %v1047, float %v143, i32 2
  %v1049 = insertelement <4 x float> %v1048, float %v144, i32 3
  %v1050 = bitcast float addrspace(1)* %v1045 to <4 x float> addrspace(1)*
  store <4 x float> %v1049, <4 x float> addrspace(1)* %v1050, align 16
  %v1051 = mul i64 48, %v1000
  %v1052 = add i64 %v1012, %v1051
  %v1053 = add i64 %v999, 48
  %v1054 = icmp ult i64 %v1053, %v1001
  %v1055 = icmp ult i64 %v1010, %v1011
  %v1056 = and i1 %v1054, %v1055
  %v1057 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1052
  %v1058 = insertelement <4 x float> undef, float %v145, i32 0
  %v1059 = insertelement <4 x float> %v1058, float %v146, i32 1
  %v1060 = insertelement <4 x float> %v1059, float %v147, i32 2
  %v1061 = insertelement <4 x float> %v1060, float %v148, i32 3
  %v1062 = bitcast float addrspace(1)* %v1057 to <4 x float> addrspace(1)*
  store <4 x float> %v1061, <4 x float> addrspace(1)* %v1062, align 16
  br label %st_done20
st_edge19:
  %v1063 = icmp ult i64 %v999, %v1001
  %v1064 = icmp ult i64 %v1010, %v1011
  %v1065 = and i1 %v1063, %v1064
  %v1066 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1012
  br i1 %v1065, label %st21, label %join22
st_done20:
  ret void
st21:
  %v1067 = insertelement <4 x float> undef, float %v133, i32 0
  %v1068 = insertelement <4 x float> %v1067, float %v134, i32 1
  %v1069 = insertelement <4 x float> %v1068, float %v135, i32 2
  %v1070 = insertelement <4 x float> %v1069, float %v136, i32 3
  %v1071 = bitcast float addrspace(1)* %v1066 to <4 x float> addrspace(1)*
  store <4 x float> %v1070, <4 x float> addrspace(1)* %v1071, align 16
  br label %join22
join22:
  %v1072 = mul i64 16, %v1000
  %v1073 = add i64 %v1012, %v1072
  %v1074 = add i64 %v999, 16
  %v1075 = icmp ult i64 %v1074, %v1001
  %v1076 = icmp ult i64 %v1010, %v1011
  %v1077 = and i1 %v1075, %v1076
  %v1078 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1073
  br i1 %v1077, label %st23, label %join24
st23:
  %v1079 = insertelement <4 x float> undef, float %v137, i32 0
  %v1080 = insertelement <4 x float> %v1079, float %v138, i32 1
  %v1081 = insertelement <4 x float> %v1080, float %v139, i32 2
  %v1082 = insertelement <4 x float> %v1081, float %v140, i32 3
  %v1083 = bitcast float addrspace(1)* %v1078 to <4 x float> addrspace(1)*
  store <4 x float> %v1082, <4 x float> addrspace(1)* %v1083, align 16
  br label %join24
join24:
  %v1084 = mul i64 32, %v1000
  %v1085 = add i64 %v1012, %v1084
  %v1086 = add i64 %v999, 32
  %v1087 = icmp ult i64 %v1086, %v1001
  %v1088 = icmp ult i64 %v1010, %v1011
  %v1089 = and i1 %v1087, %v1088
  %v1090 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1085
  br i1 %v1089, label %st25, label %join26
st25:
  %v1091 = insertelement <4 x float> undef, float %v141, i32 0
  %v1092 = insertelement <4 x float> %v1091, float %v142, i32 1
  %v1093 = insertelement <4 x float> %v1092, float %v143, i32 2
  %v1094 = insertelement <4 x float> %v1093, float %v144, i32 3
  %v1095 = bitcast float addrspace(1)* %v1090 to <4 x float> addrspace(1)*
  store <4 x float> %v1094, <4 x float> addrspace(1)* %v1095, align 16
  br label %join26
join26:
  %v1096 = mul i64 48, %v1000
  %v1097 = add i64 %v1012, %v1096
  %v1098 = add i64 %v999, 48
  %v1099 = icmp ult i64 %v1098, %v1001
  %v1100 = icmp ult i64 %v1010, %v1011
  %v1101 = and i1 %v1099, %v1100
  %v1102 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1097
  br i1 %v1101, label %st27, label %join28
st27:
  %v1103 = insertelement <4 x float> undef, float %v145, i32 0
  %v1104 = insertelement <4 x float> %v1103, float %v146, i32 1
  %v1105 = insertelement <4 x float> %v1104, float %v147, i32 2
  %v1106 = insertelement <4 x float> %v1105, float %v148, i32 3
  %v1107 = bitcast float addrspace(1)* %v1102 to <4 x float> addrspace(1)*
  store <4 x float> %v1106, <4 x float> addrspace(1)* %v1107, align 16
  br label %join28
join28:
  br label %st_done20
}

declare float @llvm.fma.f32(float, float, float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @matmul, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @matmul, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel matmul [tm=128, tn=128, tk=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @matmul(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, half addrspace(1)* noalias %p10, i32 %p11, i32 %p12, i32 %p13, i32 %p14) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = icmp eq i32 128, 0
  %v6 = select i1 %v5, i32 1, i32 128
  %v7 = icmp eq i32 128, -1
  %v8 = select i1 %v7, i32 1, i32 %v6
  %v9 = sdiv i32 %p1, %v8
  %v10 = sub i32 0, %v9
  %v11 = select i1 %v7, i32 %v10, i32 %v9
  %v12 = srem i32 %p1, %v8
  %v13 = select i1 %v7, i32 0, i32 %v12
  %v14 = icmp ne i32 %v13, 0
  %v15 = xor i32 %v13, 128
  %v16 = icmp sge i32 %v15, 0
  %v17 = and i1 %v14, %v16
  %v18 = add i32 %v11, 1
  %v19 = select i1 %v17, i32 %v18, i32 %v11
  %v20 = select i1 %v5, i32 0, i32 %v19
  %v21 = icmp eq i32 128, 0
  %v22 = select i1 %v21, i32 1, i32 128
  %v23 = icmp eq i32 128, -1
  %v24 = select i1 %v23, i32 1, i32 %v22
  %v25 = sdiv i32 %p7, %v24
  %v26 = sub i32 0, %v25
  %v27 = select i1 %v23, i32 %v26, i32 %v25
  %v28 = srem i32 %p7, %v24
  %v29 = select i1 %v23, i32 0, i32 %v28
  %v30 = icmp ne i32 %v29, 0
  %v31 = xor i32 %v29, 128
  %v32 = icmp sge i32 %v31, 0
  %v33 = and i1 %v30, %v32
  %v34 = add i32 %v27, 1
  %v35 = select i1 %v33, i32 %v34, i32 %v27
  %v36 = select i1 %v21, i32 0, i32 %v35
  %v37 = mul i32 8, %v36
  %v38 = icmp eq i32 %v37, 0
  %v39 = select i1 %v38, i32 1, i32 %v37
  %v40 = icmp eq i32 %v37, -1
  %v41 = select i1 %v40, i32 1, i32 %v39
  %v42 = sdiv i32 %v4, %v41
  %v43 = sub i32 0, %v42
  %v44 = select i1 %v40, i32 %v43, i32 %v42
  %v45 = srem i32 %v4, %v41
  %v46 = select i1 %v40, i32 0, i32 %v45
  %v47 = icmp ne i32 %v46, 0
  %v48 = xor i32 %v46, %v37
  %v49 = icmp slt i32 %v48, 0
  %v50 = and i1 %v47, %v49
  %v51 = sub i32 %v44, 1
  %v52 = add i32 %v46, %v37
  %v53 = select i1 %v50, i32 %v51, i32 %v44
  %v54 = select i1 %v50, i32 %v52, i32 %v46
  %v55 = select i1 %v38, i32 0, i32 %v53
  %v56 = mul i32 %v55, 8
  %v57 = sub i32 %v20, %v56
  %v58 = icmp slt i32 %v57, 8
  %v59 = select i1 %v58, i32 %v57, i32 8
  %v60 = icmp eq i32 %v59, 0
  %v61 = select i1 %v60, i32 1, i32 %v59
  %v62 = icmp eq i32 %v59, -1
  %v63 = select i1 %v62, i32 1, i32 %v61
  %v64 = sdiv i32 %v4, %v63
  %v65 = sub i32 0, %v64
  %v66 = select i1 %v62, i32 %v65, i32 %v64
  %v67 = srem i32 %v4, %v63
  %v68 = select i1 %v62, i32 0, i32 %v67
  %v69 = icmp ne i32 %v68, 0
  %v70 = xor i32 %v68, %v59
  %v71 = icmp slt i32 %v70, 0
  %v72 = and i1 %v69, %v71
  %v73 = sub i32 %v66, 1
  %v74 = add i32 %v68, %v59
  %v75 = select i1 %v72, i32 %v73, i32 %v66
  %v76 = select i1 %v72, i32 %v74, i32 %v68
  %v77 = select i1 %v60, i32 %v4, i32 %v76
  %v78 = add i32 %v56, %v77
  %v79 = mul i32 8, %v36
  %v80 = icmp eq i32 %v79, 0
  %v81 = select i1 %v80, i32 1, i32 %v79
  %v82 = icmp eq i32 %v79, -1
  %v83 = select i1 %v82, i32 1, i32 %v81
  %v84 = sdiv i32 %v4, %v83
  %v85 = sub i32 0, %v84
  %v86 = select i1 %v82, i32 %v85, i32 %v84
  %v87 = srem i32 %v4, %v83
  %v88 = select i1 %v82, i32 0, i32 %v87
  %v89 = icmp ne i32 %v88, 0
  %v90 = xor i32 %v88, %v79
  %v91 = icmp slt i32 %v90, 0
  %v92 = and i1 %v89, %v91
  %v93 = sub i32 %v86, 1
  %v94 = add i32 %v88, %v79
  %v95 = select i1 %v92, i32 %v93, i32 %v86
  %v96 = select i1 %v92, i32 %v94, i32 %v88
  %v97 = select i1 %v80, i32 %v4, i32 %v96
  %v98 = icmp eq i32 %v59, 0
  %v99 = select i1 %v98, i32 1, i32 %v59
  %v100 = icmp eq i32 %v59, -1
  %v101 = select i1 %v100, i32 1, i32 %v99
  %v102 = sdiv i32 %v97, %v101
  %v103 = sub i32 0, %v102
  %v104 = select i1 %v100, i32 %v103, i32 %v102
  %v105 = srem i32 %v97, %v101
  %v106 = select i1 %v100, i32 0, i32 %v105
  %v107 = icmp ne i32 %v106, 0
  %v108 = xor i32 %v106, %v59
  %v109 = icmp slt i32 %v108, 0
  %v110 = and i1 %v107, %v109
  %v111 = sub i32 %v104, 1
  %v112 = add i32 %v106, %v59
  %v113 = select i1 %v110, i32 %v111, i32 %v104
  %v114 = select i1 %v110, i32 %v112, i32 %v106
  %v115 = select i1 %v98, i32 0, i32 %v113
  %v116 = icmp eq i32 64, 0
  %v117 = select i1 %v116, i32 1, i32 64
  %v118 = icmp eq i32 64, -1
  %v119 = select i1 %v118, i32 1, i32 %v117
  %v120 = sdiv i32 %p2, %v119
  %v121 = sub i32 0, %v120
  %v122 = select i1 %v118, i32 %v121, i32 %v120
  %v123 = srem i32 %p2, %v119
  %v124 = select i1 %v118, i32 0, i32 %v123
  %v125 = icmp ne i32 %v124, 0
  %v126 = xor i32 %v124, 64
  %v127 = icmp sge i32 %v126, 0
  %v128 = and i1 %v125, %v127
  %v129 = add i32 %v122, 1
  %v130 = select i1 %v128, i32 %v129, i32 %v122
  %v131 = select i1 %v116, i32 0, i32 %v130
  %v132 = sext i32 %v131 to i64
  br label %for1
for1:
  %v133 = phi float [ 0x0000000000000000, %entry0 ], [ %v1953, %mma_done35 ]
  %v134 = phi float [ 0x0000000000000000, %entry0 ], [ %v1968, %mma_done35 ]
  %v135 = phi float [ 0x0000000000000000, %entry0 ], [ %v1983, %mma_done35 ]
  %v136 = phi float [ 0x0000000000000000, %entry0 ], [ %v1998, %mma_done35 ]
  %v137 = phi float [ 0x0000000000000000, %entry0 ], [ %v2013, %mma_done35 ]
  %v138 = phi float [ 0x0000000000000000, %entry0 ], [ %v2028, %mma_done35 ]
  %v139 = phi float [ 0x0000000000000000, %entry0 ], [ %v2043, %mma_done35 ]
  %v140 = phi float [ 0x0000000000000000, %entry0 ], [ %v2058, %mma_done35 ]
  %v141 = phi float [ 0x0000000000000000, %entry0 ], [ %v2073, %mma_done35 ]
  %v142 = phi float [ 0x0000000000000000, %entry0 ], [ %v2088, %mma_done35 ]
  %v143 = phi float [ 0x0000000000000000, %entry0 ], [ %v2103, %mma_done35 ]
  %v144 = phi float [ 0x0000000000000000, %entry0 ], [ %v2118, %mma_done35 ]
  %v145 = phi float [ 0x0000000000000000, %entry0 ], [ %v2133, %mma_done35 ]
  %v146 = phi float [ 0x0000000000000000, %entry0 ], [ %v2148, %mma_done35 ]
  %v147 = phi float [ 0x0000000000000000, %entry0 ], [ %v2163, %mma_done35 ]
  %v148 = phi float [ 0x0000000000000000, %entry0 ], [ %v2178, %mma_done35 ]
  %v149 = phi float [ 0x0000000000000000, %entry0 ], [ %v2193, %mma_done35 ]
  %v150 = phi float [ 0x0000000000000000, %entry0 ], [ %v2208, %mma_done35 ]
  %v151 = phi float [ 0x0000000000000000, %entry0 ], [ %v2223, %mma_done35 ]
  %v152 = phi float [ 0x0000000000000000, %entry0 ], [ %v2238, %mma_done35 ]
  %v153 = phi float [ 0x0000000000000000, %entry0 ], [ %v2253, %mma_done35 ]
  %v154 = phi float [ 0x0000000000000000, %entry0 ], [ %v2268, %mma_done35 ]
  %v155 = phi float [ 0x0000000000000000, %entry0 ], [ %v2283, %mma_done35 ]
  %v156 = phi float [ 0x0000000000000000, %entry0 ], [ %v2298, %mma_done35 ]
  %v157 = phi float [ 0x0000000000000000, %entry0 ], [ %v2313, %mma_done35 ]
  %v158 = phi float [ 0x0000000000000000, %entry0 ], [ %v2328, %mma_done35 ]
  %v159 = phi float [ 0x0000000000000000, %entry0 ], [ %v2343, %mma_done35 ]
  %v160 = phi float [ 0x0000000000000000, %entry0 ], [ %v2358, %mma_done35 ]
  %v161 = phi float [ 0x0000000000000000, %entry0 ], [ %v2373, %mma_done35 ]
  %v162 = phi float [ 0x0000000000000000, %entry0 ], [ %v2388, %mma_done35 ]
  %v163 = phi float [ 0x0000000000000000, %entry0 ], [ %v2403, %mma_done35 ]
  %v164 = phi float [ 0x0000000000000000, %entry0 ], [ %v2418, %mma_done35 ]
  %v165 = phi float [ 0x0000000000000000, %entry0 ], [ %v2433, %mma_done35 ]
  %v166 = phi float [ 0x0000000000000000, %entry0 ], [ %v2448, %mma_done35 ]
  %v167 = phi float [ 0x0000000000000000, %entry0 ], [ %v2463, %mma_done35 ]
  %v168 = phi float [ 0x0000000000000000, %entry0 ], [ %v2478, %mma_done35 ]
  %v169 = phi float [ 0x0000000000000000, %entry0 ], [ %v2493, %mma_done35 ]
  %v170 = phi float [ 0x0000000000000000, %entry0 ], [ %v2508, %mma_done35 ]
  %v171 = phi float [ 0x0000000000000000, %entry0 ], [ %v2523, %mma_done35 ]
  %v172 = phi float [ 0x0000000000000000, %entry0 ], [ %v2538, %mma_done35 ]
  %v173 = phi float [ 0x0000000000000000, %entry0 ], [ %v2553, %mma_done35 ]
  %v174 = phi float [ 0x0000000000000000, %entry0 ], [ %v2568, %mma_done35 ]
  %v175 = phi float [ 0x0000000000000000, %entry0 ], [ %v2583, %mma_done35 ]
  %v176 = phi float [ 0x0000000000000000, %entry0 ], [ %v2598, %mma_done35 ]
  %v177 = phi float [ 0x0000000000000000, %entry0 ], [ %v2613, %mma_done35 ]
  %v178 = phi float [ 0x0000000000000000, %entry0 ], [ %v2628, %mma_done35 ]
  %v179 = phi float [ 0x0000000000000000, %entry0 ], [ %v2643, %mma_done35 ]
  %v180 = phi float [ 0x0000000000000000, %entry0 ], [ %v2658, %mma_done35 ]
  %v181 = phi float [ 0x0000000000000000, %entry0 ], [ %v2673, %mma_done35 ]
  %v182 = phi float [ 0x0000000000000000, %entry0 ], [ %v2688, %mma_done35 ]
  %v183 = phi float [ 0x0000000000000000, %entry0 ], [ %v2703, %mma_done35 ]
  %v184 = phi float [ 0x0000000000000000, %entry0 ], [ %v2718, %mma_done35 ]
  %v185 = phi float [ 0x0000000000000000, %entry0 ], [ %v2733, %mma_done35 ]
  %v186 = phi float [ 0x0000000000000000, %entry0 ], [ %v2748, %mma_done35 ]
  %v187 = phi float [ 0x0000000000000000, %entry0 ], [ %v2763, %mma_done35 ]
  %v188 = phi float [ 0x0000000000000000, %entry0 ], [ %v2778, %mma_done35 ]
  %v189 = phi float [ 0x0000000000000000, %entry0 ], [ %v2793, %mma_done35 ]
  %v190 = phi float [ 0x0000000000000000, %entry0 ], [ %v2808, %mma_done35 ]
  %v191 = phi float [ 0x0000000000000000, %entry0 ], [ %v2823, %mma_done35 ]
  %v192 = phi float [ 0x0000000000000000, %entry0 ], [ %v2838, %mma_done35 ]
  %v193 = phi float [ 0x0000000000000000, %entry0 ], [ %v2853, %mma_done35 ]
  %v194 = phi float [ 0x0000000000000000, %entry0 ], [ %v2868, %mma_done35 ]
  %v195 = phi float [ 0x0000000000000000, %entry0 ], [ %v2883, %mma_done35 ]
  %v196 = phi float [ 0x0000000000000000, %entry0 ], [ %v2898, %mma_done35 ]
  %v197 = phi i64 [ 0, %entry0 ], [ %v2901, %mma_done35 ]
  %v198 = icmp slt i64 %v197, %v132
  %v199 = icmp sgt i64 %v197, %v132
  %v200 = icmp sgt i64 1, 0
  %v201 = select i1 %v200, i1 %v198, i1 %v199
  br i1 %v201, label %body2, label %endfor3
body2:
  %v202 = trunc i64 %v197 to i32
  %v203 = and i32 %v2, 1
  %v204 = shl i32 %v203, 3
  %v205 = lshr i32 %v2, 1
  %v206 = and i32 %v205, 1
  %v207 = shl i32 %v206, 4
  %v208 = or i32 %v204, %v207
  %v209 = lshr i32 %v2, 2
  %v210 = and i32 %v209, 1
  %v211 = shl i32 %v210, 5
  %v212 = or i32 %v208, %v211
  %v213 = lshr i32 %v2, 3
  %v214 = and i32 %v213, 1
  %v215 = shl i32 %v214, 6
  %v216 = or i32 %v212, %v215
  %v217 = lshr i32 %v2, 4
  %v218 = and i32 %v217, 1
  %v219 = shl i32 %v218, 7
  %v220 = or i32 %v216, %v219
  %v221 = and i32 %v3, 1
  %v222 = shl i32 %v221, 8
  %v223 = or i32 %v220, %v222
  %v224 = lshr i32 %v3, 1
  %v225 = and i32 %v224, 1
  %v226 = shl i32 %v225, 9
  %v227 = or i32 %v223, %v226
  %v228 = lshr i32 %v3, 2
  %v229 = and i32 %v228, 1
  %v230 = shl i32 %v229, 10
  %v231 = or i32 %v227, %v230
  %v232 = lshr i32 %v231, 6
  %v233 = and i32 %v232, 127
  %v234 = and i32 %v231, 63
  %v235 = sext i32 %v78 to i64
  %v236 = mul i64 %v235, 128
  %v237 = zext i32 %v233 to i64
  %v238 = add i64 %v236, %v237
  %v239 = sext i32 %p3 to i64
  %v240 = zext i32 %p1 to i64
  %v241 = mul i64 %v238, %v239
  %v242 = add i64 %v236, 128
  %v243 = icmp sle i64 %v242, %v240
  %v244 = icmp sge i64 %v235, 0
  %v245 = and i1 %v243, %v244
  %v246 = sext i32 %v202 to i64
  %v247 = mul i64 %v246, 64
  %v248 = zext i32 %v234 to i64
  %v249 = add i64 %v247, %v248
  %v250 = zext i32 %p2 to i64
  %v251 = add i64 %v241, %v249
  %v252 = add i64 %v247, 64
  %v253 = icmp sle i64 %v252, %v250
  %v254 = icmp sge i64 %v246, 0
  %v255 = and i1 %v253, %v254
  %v256 = and i1 %v245, %v255
  br i1 %v256, label %ld_full4, label %ld_edge5
endfor3:
  %v2902 = fptrunc float %v133 to half
  %v2903 = fpext half %v2902 to float
  %v2904 = fptrunc float %v134 to half
  %v2905 = fpext half %v2904 to float
  %v2906 = fptrunc float %v135 to half
  %v2907 = fpext half %v2906 to float
  %v2908 = fptrunc float %v136 to half
  %v2909 = fpext half %v2908 to float
  %v2910 = fptrunc float %v137 to half
  %v2911 = fpext half %v2910 to float
  %v2912 = fptrunc float %v138 to half
  %v2913 = fpext half %v2912 to float
  %v2914 = fptrunc float %v139 to half
  %v2915 = fpext half %v2914 to float
  %v2916 = fptrunc float %v140 to half
  %v2917 = fpext half %v2916 to float
  %v2918 = fptrunc float %v141 to half
  %v2919 = fpext half %v2918 to float
  %v2920 = fptrunc float %v142 to half
  %v2921 = fpext half %v2920 to float
  %v2922 = fptrunc float %v143 to half
  %v2923 = fpext half %v2922 to float
  %v2924 = fptrunc float %v144 to half
  %v2925 = fpext half %v2924 to float
  %v2926 = fptrunc float %v145 to half
  %v2927 = fpext half %v2926 to float
  %v2928 = fptrunc float %v146 to half
  %v2929 = fpext half %v2928 to float
  %v2930 = fptrunc float %v147 to half
  %v2931 = fpext half %v2930 to float
  %v2932 = fptrunc float %v148 to half
  %v2933 = fpext half %v2932 to float
  %v2934 = fptrunc float %v149 to half
  %v2935 = fpext half %v2934 to float
  %v2936 = fptrunc float %v150 to half
  %v2937 = fpext half %v2936 to float
  %v2938 = fptrunc float %v151 to half
  %v2939 = fpext half %v2938 to float
  %v2940 = fptrunc float %v152 to half
  %v2941 = fpext half %v2940 to float
  %v2942 = fptrunc float %v153 to half
  %v2943 = fpext half %v2942 to float
  %v2944 = fptrunc float %v154 to half
  %v2945 = fpext half %v2944 to float
  %v2946 = fptrunc float %v155 to half
  %v2947 = fpext half %v2946 to float
  %v2948 = fptrunc float %v156 to half
  %v2949 = fpext half %v2948 to float
  %v2950 = fptrunc float %v157 to half
  %v2951 = fpext half %v2950 to float
  %v2952 = fptrunc float %v158 to half
  %v2953 = fpext half %v2952 to float
  %v2954 = fptrunc float %v159 to half
  %v2955 = fpext half %v2954 to float
  %v2956 = fptrunc float %v160 to half
  %v2957 = fpext half %v2956 to float
  %v2958 = fptrunc float %v161 to half
  %v2959 = fpext half %v2958 to float
  %v2960 = fptrunc float %v162 to half
  %v2961 = fpext half %v2960 to float
  %v2962 = fptrunc float %v163 to half
  %v2963 = fpext half %v2962 to float
  %v2964 = fptrunc float %v164 to half
  %v2965 = fpext half %v2964 to float
  %v2966 = fptrunc float %v165 to half
  %v2967 = fpext half %v2966 to float
  %v2968 = fptrunc float %v166 to half
  %v2969 = fpext half %v2968 to float
  %v2970 = fptrunc float %v167 to half
  %v2971 = fpext half %v2970 to float
  %v2972 = fptrunc float %v168 to half
  %v2973 = fpext half %v2972 to float
  %v2974 = fptrunc float %v169 to half
  %v2975 = fpext half %v2974 to float
  %v2976 = fptrunc float %v170 to half
  %v2977 = fpext half %v2976 to float
  %v2978 = fptrunc float %v171 to half
  %v2979 = fpext half %v2978 to float
  %v2980 = fptrunc float %v172 to half
  %v2981 = fpext half %v2980 to float
  %v2982 = fptrunc float %v173 to half
  %v2983 = fpext half %v2982 to float
  %v2984 = fptrunc float %v174 to half
  %v2985 = fpext half %v2984 to float
  %v2986 = fptrunc float %v175 to half
  %v2987 = fpext half %v2986 to float
  %v2988 = fptrunc float %v176 to half
  %v2989 = fpext half %v2988 to float
  %v2990 = fptrunc float %v177 to half
  %v2991 = fpext half %v2990 to float
  %v2992 = fptrunc float %v178 to half
  %v2993 = fpext half %v2992 to float
  %v2994 = fptrunc float %v179 to half
  %v2995 = fpext half %v2994 to float
  %v2996 = fptrunc float %v180 to half
  %v2997 = fpext half %v2996 to float
  %v2998 = fptrunc float %v181 to half
  %v2999 = fpext half %v2998 to float
  %v3000 = fptrunc float %v182 to half
  %v3001 = fpext half %v3000 to float
  %v3002 = fptrunc float %v183 to half
  %v3003 = fpext half %v3002 to float
  %v3004 = fptrunc float %v184 to half
  %v3005 = fpext half %v3004 to float
  %v3006 = fptrunc float %v185 to half
  %v3007 = fpext half %v3006 to float
  %v3008 = fptrunc float %v186 to half
  %v3009 = fpext half %v3008 to float
  %v3010 = fptrunc float %v187 to half
  %v3011 = fpext half %v3010 to float
  %v3012 = fptrunc float %v188 to half
  %v3013 = fpext half %v3012 to float
  %v3014 = fptrunc float %v189 to half
  %v3015 = fpext half %v3014 to float
  %v3016 = fptrunc float %v190 to half
  %v3017 = fpext half %v3016 to float
  %v3018 = fptrunc float %v191 to half
  %v3019 = fpext half %v3018 to float
  %v3020 = fptrunc float %v192 to half
  %v3021 = fpext half %v3020 to float
  %v3022 = fptrunc float %v193 to half
  %v3023 = fpext half %v3022 to float
  %v3024 = fptrunc float %v194 to half
  %v3025 = fpext half %v3024 to float
  %v3026 = fptrunc float %v195 to half
  %v3027 = fpext half %v3026 to float
  %v3028 = fptrunc float %v196 to half
  %v3029 = fpext half %v3028 to float
  %v3030 = and i32 %v2, 1
  %v3031 = shl i32 %v3030, 2
  %v3032 = lshr i32 %v2, 1
  %v3033 = and i32 %v3032, 1
  %v3034 = shl i32 %v3033, 3
  %v3035 = or i32 %v3031, %v3034
  %v3036 = lshr i32 %v2, 2
  %v3037 = and i32 %v3036, 1
  %v3038 = shl i32 %v3037, 4
  %v3039 = or i32 %v3035, %v3038
  %v3040 = lshr i32 %v2, 3
  %v3041 = and i32 %v3040, 1
  %v3042 = shl i32 %v3041, 5
  %v3043 = or i32 %v3039, %v3042
  %v3044 = lshr i32 %v2, 4
  %v3045 = and i32 %v3044, 1
  %v3046 = shl i32 %v3045, 6
  %v3047 = or i32 %v3043, %v3046
  %v3048 = and i32 %v3, 1
  %v3049 = shl i32 %v3048, 7
  %v3050 = or i32 %v3047, %v3049
  %v3051 = lshr i32 %v3, 1
  %v3052 = and i32 %v3051, 1
  %v3053 = shl i32 %v3052, 8
  %v3054 = or i32 %v3050, %v3053
  %v3055 = lshr i32 %v3, 2
  %v3056 = and i32 %v3055, 1
  %v3057 = shl i32 %v3056, 9
  %v3058 = or i32 %v3054, %v3057
  %v3059 = lshr i32 %v3058, 7
  %v3060 = and i32 %v3059, 127
  %v3061 = and i32 %v3058, 127
  %v3062 = sext i32 %v78 to i64
  %v3063 = mul i64 %v3062, 128
  %v3064 = zext i32 %v3060 to i64
  %v3065 = add i64 %v3063, %v3064
  %v3066 = sext i32 %p13 to i64
  %v3067 = zext i32 %p11 to i64
  %v3068 = mul i64 %v3065, %v3066
  %v3069 = add i64 %v3063, 128
  %v3070 = icmp sle i64 %v3069, %v3067
  %v3071 = icmp sge i64 %v3062, 0
  %v3072 = and i1 %v3070, %v3071
  %v3073 = sext i32 %v115 to i64
  %v3074 = mul i64 %v3073, 128
  %v3075 = zext i32 %v3061 to i64
  %v3076 = add i64 %v3074, %v3075
  %v3077 = zext i32 %p12 to i64
  %v3078 = add i64 %v3068, %v3076
  %v3079 = add i64 %v3074, 128
  %v3080 = icmp sle i64 %v3079, %v3077
  %v3081 = icmp sge i64 %v3073, 0
  %v3082 = and i1 %v3080, %v3081
  %v3083 = and i1 %v3072, %v3082
  br i1 %v3083, label %st_full36, label %st_edge37
ld_full4:
  %v257 = icmp ult i64 %v238, %v240
  %v258 = icmp ult i64 %v249, %v250
  %v259 = and i1 %v257, %v258
  %v260 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v251
  %v261 = bitcast half addrspace(1)* %v260 to <4 x i32> addrspace(1)*
  %v262 = load <4 x i32>, <4 x i32> addrspace(1)* %v261, align 16
  %v263 = extractelement <4 x i32> %v262, i32 0
  %v264 = trunc i32 %v263 to i16
  %v265 = bitcast i16 %v264 to half
  %v266 = fpext half %v265 to float
  %v267 = extractelement <4 x i32> %v262, i32 0
  %v268 = lshr i32 %v267, 16
  %v269 = trunc i32 %v268 to i16
  %v270 = bitcast i16 %v269 to half
  %v271 = fpext half %v270 to float
  %v272 = extractelement <4 x i32> %v262, i32 1
  %v273 = trunc i32 %v272 to i16
  %v274 = bitcast i16 %v273 to half
  %v275 = fpext half %v274 to float
  %v276 = extractelement <4 x i32> %v262, i32 1
  %v277 = lshr i32 %v276, 16
  %v278 = trunc i32 %v277 to i16
  %v279 = bitcast i16 %v278 to half
  %v280 = fpext half %v279 to float
  %v281 = extractelement <4 x i32> %v262, i32 2
  %v282 = trunc i32 %v281 to i16
  %v283 = bitcast i16 %v282 to half
  %v284 = fpext half %v283 to float
  %v285 = extractelement <4 x i32> %v262, i32 2
  %v286 = lshr i32 %v285, 16
  %v287 = trunc i32 %v286 to i16
  %v288 = bitcast i16 %v287 to half
  %v289 = fpext half %v288 to float
  %v290 = extractelement <4 x i32> %v262, i32 3
  %v291 = trunc i32 %v290 to i16
  %v292 = bitcast i16 %v291 to half
  %v293 = fpext half %v292 to float
  %v294 = extractelement <4 x i32> %v262, i32 3
  %v295 = lshr i32 %v294, 16
  %v296 = trunc i32 %v295 to i16
  %v297 = bitcast i16 %v296 to half
  %v298 = fpext half %v297 to float
  %v299 = mul i64 32, %v239
  %v300 = add i64 %v251, %v299
  %v301 = add i64 %v238, 32
  %v302 = icmp ult i64 %v301, %v240
  %v303 = icmp ult i64 %v249, %v250
  %v304 = and i1 %v302, %v303
  %v305 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v300
  %v306 = bitcast half addrspace(1)* %v305 to <4 x i32> addrspace(1)*
  %v307 = load <4 x i32>, <4 x i32> addrspace(1)* %v306, align 16
  %v308 = extractelement <4 x i32> %v307, i32 0
  %v309 = trunc i32 %v308 to i16
  %v310 = bitcast i16 %v309 to half
  %v311 = fpext half %v310 to float
  %v312 = extractelement <4 x i32> %v307, i32 0
  %v313 = lshr i32 %v312, 16
  %v314 = trunc i32 %v313 to i16
  %v315 = bitcast i16 %v314 to half
  %v316 = fpext half %v315 to float
  %v317 = extractelement <4 x i32> %v307, i32 1
  %v318 = trunc i32 %v317 to i16
  %v319 = bitcast i16 %v318 to half
  %v320 = fpext half %v319 to float
  %v321 = extractelement <4 x i32> %v307, i32 1
  %v322 = lshr i32 %v321, 16
  %v323 = trunc i32 %v322 to i16
  %v324 = bitcast i16 %v323 to half
  %v325 = fpext half %v324 to float
  %v326 = extractelement <4 x i32> %v307, i32 2
  %v327 = trunc i32 %v326 to i16
  %v328 = bitcast i16 %v327 to half
  %v329 = fpext half %v328 to float
  %v330 = extractelement <4 x i32> %v307, i32 2
  %v331 = lshr i32 %v330, 16
  %v332 = trunc i32 %v331 to i16
  %v333 = bitcast i16 %v332 to half
  %v334 = fpext half %v333 to float
  %v335 = extractelement <4 x i32> %v307, i32 3
  %v336 = trunc i32 %v335 to i16
  %v337 = bitcast i16 %v336 to half
  %v338 = fpext half %v337 to float
  %v339 = extractelement <4 x i32> %v307, i32 3
  %v340 = lshr i32 %v339, 16
  %v341 = trunc i32 %v340 to i16
  %v342 = bitcast i16 %v341 to half
  %v343 = fpext half %v342 to float
  %v344 = mul i64 64, %v239
  %v345 = add i64 %v251, %v344
  %v346 = add i64 %v238, 64
  %v347 = icmp ult i64 %v346, %v240
  %v348 = icmp ult i64 %v249, %v250
  %v349 = and i1 %v347, %v348
  %v350 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v345
  %v351 = bitcast half addrspace(1)* %v350 to <4 x i32> addrspace(1)*
  %v352 = load <4 x i32>, <4 x i32> addrspace(1)* %v351, align 16
  %v353 = extractelement <4 x i32> %v352, i32 0
  %v354 = trunc i32 %v353 to i16
  %v355 = bitcast i16 %v354 to half
  %v356 = fpext half %v355 to float
  %v357 = extractelement <4 x i32> %v352, i32 0
  %v358 = lshr i32 %v357, 16
  %v359 = trunc i32 %v358 to i16
  %v360 = bitcast i16 %v359 to half
  %v361 = fpext half %v360 to float
  %v362 = extractelement <4 x i32> %v352, i32 1
  %v363 = trunc i32 %v362 to i16
  %v364 = bitcast i16 %v363 to half
  %v365 = fpext half %v364 to float
  %v366 = extractelement <4 x i32> %v352, i32 1
  %v367 = lshr i32 %v366, 16
  %v368 = trunc i32 %v367 to i16
  %v369 = bitcast i16 %v368 to half
  %v370 = fpext half %v369 to float
  %v371 = extractelement <4 x i32> %v352, i32 2
  %v372 = trunc i32 %v371 to i16
  %v373 = bitcast i16 %v372 to half
  %v374 = fpext half %v373 to float
  %v375 = extractelement <4 x i32> %v352, i32 2
  %v376 = lshr i32 %v375, 16
  %v377 = trunc i32 %v376 to i16
  %v378 = bitcast i16 %v377 to half
  %v379 = fpext half %v378 to float
  %v380 = extractelement <4 x i32> %v352, i32 3
  %v381 = trunc i32 %v380 to i16
  %v382 = bitcast i16 %v381 to half
  %v383 = fpext half %v382 to float
  %v384 = extractelement <4 x i32> %v352, i32 3
  %v385 = lshr i32 %v384, 16
  %v386 = trunc i32 %v385 to i16
  %v387 = bitcast i16 %v386 to half
  %v388 = fpext half %v387 to float
  %v389 = mul i64 96, %v239
  %v390 = add i64 %v251, %v389
  %v391 = add i64 %v238, 96
  %v392 = icmp ult i64 %v391, %v240
  %v393 = icmp ult i64 %v249, %v250
  %v394 = and i1 %v392, %v393
  %v395 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v390
  %v396 = bitcast half addrspace(1)* %v395 to <4 x i32> addrspace(1)*
  %v397 = load <4 x i32>, <4 x i32> addrspace(1)* %v396, align 16
  %v398 = extractelement <4 x i32> %v397, i32 0
  %v399 = trunc i32 %v398 to i16
  %v400 = bitcast i16 %v399 to half
  %v401 = fpext half %v400 to float
  %v402 = extractelement <4 x i32> %v397, i32 0
  %v403 = lshr i32 %v402, 16
  %v404 = trunc i32 %v403 to i16
  %v405 = bitcast i16 %v404 to half
  %v406 = fpext half %v405 to float
  %v407 = extractelement <4 x i32> %v397, i32 1
  %v408 = trunc i32 %v407 to i16
  %v409 = bitcast i16 %v408 to half
  %v410 = fpext half %v409 to float
  %v411 = extractelement <4 x i32> %v397, i32 1
  %v412 = lshr i32 %v411, 16
  %v413 = trunc i32 %v412 to i16
  %v414 = bitcast i16 %v413 to half
  %v415 = fpext half %v414 to float
  %v416 = extractelement <4 x i32> %v397, i32 2
  %v417 = trunc i32 %v416 to i16
  %v418 = bitcast i16 %v417 to half
  %v419 = fpext half %v418 to float
  %v420 = extractelement <4 x i32> %v397, i32 2
  %v421 = lshr i32 %v420, 16
  %v422 = trunc i32 %v421 to i16
  %v423 = bitcast i16 %v422 to half
  %v424 = fpext half %v423 to float
  %v425 = extractelement <4 x i32> %v397, i32 3
  %v426 = trunc i32 %v425 to i16
  %v427 = bitcast i16 %v426 to half
  %v428 = fpext half %v427 to float
  %v429 = extractelement <4 x i32> %v397, i32 3
  %v430 = lshr i32 %v429, 16
  %v431 = trunc i32 %v430 to i16
  %v432 = bitcast i16 %v431 to half
  %v433 = fpext half %v432 to float
  br label %ld_done6
ld_edge5:
  %v434 = icmp ult i64 %v238, %v240
  %v435 = icmp ult i64 %v249, %v250
  %v436 = and i1 %v434, %v435
  %v437 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v251
  %v438 = bitcast half addrspace(1)* %v437 to <4 x i32> addrspace(1)*
  br i1 %v436, label %ld7, label %ld_next8
ld_done6:
  %v643 = phi float [ %v266, %ld_full4 ], [ %v476, %ld_next14 ]
  %v644 = phi float [ %v271, %ld_full4 ], [ %v477, %ld_next14 ]
  %v645 = phi float [ %v275, %ld_full4 ], [ %v478, %ld_next14 ]
  %v646 = phi float [ %v280, %ld_full4 ], [ %v479, %ld_next14 ]
  %v647 = phi float [ %v284, %ld_full4 ], [ %v480, %ld_next14 ]
  %v648 = phi float [ %v289, %ld_full4 ], [ %v481, %ld_next14 ]
  %v649 = phi float [ %v293, %ld_full4 ], [ %v482, %ld_next14 ]
  %v650 = phi float [ %v298, %ld_full4 ], [ %v483, %ld_next14 ]
  %v651 = phi float [ %v311, %ld_full4 ], [ %v529, %ld_next14 ]
  %v652 = phi float [ %v316, %ld_full4 ], [ %v530, %ld_next14 ]
  %v653 = phi float [ %v320, %ld_full4 ], [ %v531, %ld_next14 ]
  %v654 = phi float [ %v325, %ld_full4 ], [ %v532, %ld_next14 ]
  %v655 = phi float [ %v329, %ld_full4 ], [ %v533, %ld_next14 ]
  %v656 = phi float [ %v334, %ld_full4 ], [ %v534, %ld_next14 ]
  %v657 = phi float [ %v338, %ld_full4 ], [ %v535, %ld_next14 ]
  %v658 = phi float [ %v343, %ld_full4 ], [ %v536, %ld_next14 ]
  %v659 = phi float [ %v356, %ld_full4 ], [ %v582, %ld_next14 ]
  %v660 = phi float [ %v361, %ld_full4 ], [ %v583, %ld_next14 ]
  %v661 = phi float [ %v365, %ld_full4 ], [ %v584, %ld_next14 ]
  %v662 = phi float [ %v370, %ld_full4 ], [ %v585, %ld_next14 ]
  %v663 = phi float [ %v374, %ld_full4 ], [ %v586, %ld_next14 ]
  %v664 = phi float [ %v379, %ld_full4 ], [ %v587, %ld_next14 ]
  %v665 = phi float [ %v383, %ld_full4 ], [ %v588, %ld_next14 ]
  %v666 = phi float [ %v388, %ld_full4 ], [ %v589, %ld_next14 ]
  %v667 = phi float [ %v401, %ld_full4 ], [ %v635, %ld_next14 ]
  %v668 = phi float [ %v406, %ld_full4 ], [ %v636, %ld_next14 ]
  %v669 = phi float [ %v410, %ld_full4 ], [ %v637, %ld_next14 ]
  %v670 = phi float [ %v415, %ld_full4 ], [ %v638, %ld_next14 ]
  %v671 = phi float [ %v419, %ld_full4 ], [ %v639, %ld_next14 ]
  %v672 = phi float [ %v424, %ld_full4 ], [ %v640, %ld_next14 ]
  %v673 = phi float [ %v428, %ld_full4 ], [ %v641, %ld_next14 ]
  %v674 = phi float [ %v433, %ld_full4 ], [ %v642, %ld_next14 ]
  %v675 = and i32 %v2, 1
  %v676 = shl i32 %v675, 3
  %v677 = lshr i32 %v2, 1
  %v678 = and i32 %v677, 1
  %v679 = shl i32 %v678, 4
  %v680 = or i32 %v676, %v679
  %v681 = lshr i32 %v2, 2
  %v682 = and i32 %v681, 1
  %v683 = shl i32 %v682, 5
  %v684 = or i32 %v680, %v683
  %v685 = lshr i32 %v2, 3
  %v686 = and i32 %v685, 1
  %v687 = shl i32 %v686, 6
  %v688 = or i32 %v684, %v687
  %v689 = lshr i32 %v2, 4
  %v690 = and i32 %v689, 1
  %v691 = shl i32 %v690, 7
  %v692 = or i32 %v688, %v691
  %v693 = and i32 %v3, 1
  %v694 = shl i32 %v693, 8
  %v695 = or i32 %v692, %v694
  %v696 = lshr i32 %v3, 1
  %v697 = and i32 %v696, 1
  %v698 = shl i32 %v697, 9
  %v699 = or i32 %v695, %v698
  %v700 = lshr i32 %v3, 2
  %v701 = and i32 %v700, 1
  %v702 = shl i32 %v701, 10
  %v703 = or i32 %v699, %v702
  %v704 = lshr i32 %v703, 7
  %v705 = and i32 %v704, 63
  %v706 = and i32 %v703, 127
  %v707 = sext i32 %v202 to i64
  %v708 = mul i64 %v707, 64
  %v709 = zext i32 %v705 to i64
  %v710 = add i64 %v708, %v709
  %v711 = sext i32 %p8 to i64
  %v712 = zext i32 %p6 to i64
  %v713 = mul i64 %v710, %v711
  %v714 = add i64 %v708, 64
  %v715 = icmp sle i64 %v714, %v712
  %v716 = icmp sge i64 %v707, 0
  %v717 = and i1 %v715, %v716
  %v718 = sext i32 %v115 to i64
  %v719 = mul i64 %v718, 128
  %v720 = zext i32 %v706 to i64
  %v721 = add i64 %v719, %v720
  %v722 = zext i32 %p7 to i64
  %v723 = add i64 %v713, %v721
  %v724 = add i64 %v719, 128
  %v725 = icmp sle i64 %v724, %v722
  %v726 = icmp sge i64 %v718, 0
  %v727 = and i1 %v725, %v726
  %v728 = and i1 %v717, %v727
  br i1 %v728, label %ld_full15, label %ld_edge16
ld7:
  %v439 = load <4 x i32>, <4 x i32> addrspace(1)* %v438, align 16
  %v440 = extractelement <4 x i32> %v439, i32 0
  %v441 = trunc i32 %v440 to i16
  %v442 = bitcast i16 %v441 to half
  %v443 = fpext half %v442 to float
  %v444 = extractelement <4 x i32> %v439, i32 0
  %v445 = lshr i32 %v444, 16
  %v446 = trunc i32 %v445 to i16
  %v447 = bitcast i16 %v446 to half
  %v448 = fpext half %v447 to float
  %v449 = extractelement <4 x i32> %v439, i32 1
  %v450 = trunc i32 %v449 to i16
  %v451 = bitcast i16 %v450 to half
  %v452 = fpext half %v451 to float
  %v453 = extractelement <4 x i32> %v439, i32 1
  %v454 = lshr i32 %v453, 16
  %v455 = trunc i32 %v454 to i16
  %v456 = bitcast i16 %v455 to half
  %v457 = fpext half %v456 to float
  %v458 = extractelement <4 x i32> %v439, i32 2
  %v459 = trunc i32 %v458 to i16
  %v460 = bitcast i16 %v459 to half
  %v461 = fpext half %v460 to float
  %v462 = extractelement <4 x i32> %v439, i32 2
  %v463 = lshr i32 %v462, 16
  %v464 = trunc i32 %v463 to i16
  %v465 = bitcast i16 %v464 to half
  %v466 = fpext half %v465 to float
  %v467 = extractelement <4 x i32> %v439, i32 3
  %v468 = trunc i32 %v467 to i16
  %v469 = bitcast i16 %v468 to half
  %v470 = fpext half %v469 to float
  %v471 = extractelement <4 x i32> %v439, i32 3
  %v472 = lshr i32 %v471, 16
  %v473 = trunc i32 %v472 to i16
  %v474 = bitcast i16 %v473 to half
  %v475 = fpext half %v474 to float
  br label %ld_next8
ld_next8:
  %v476 = phi float [ %v443, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v477 = phi float [ %v448, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v478 = phi float [ %v452, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v479 = phi float [ %v457, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v480 = phi float [ %v461, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v481 = phi float [ %v466, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v482 = phi float [ %v470, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v483 = phi float [ %v475, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v484 = mul i64 32, %v239
  %v485 = add i64 %v251, %v484
  %v486 = add i64 %v238, 32
  %v487 = icmp ult i64 %v486, %v240
  %v488 = icmp ult i64 %v249, %v250
  %v489 = and i1 %v487, %v488
  %v490 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v485
  %v491 = bitcast half addrspace(1)* %v490 to <4 x i32> addrspace(1)*
  br i1 %v489, label %ld9, label %ld_next10
ld9:
  %v492 = load <4 x i32>, <4 x i32> addrspace(1)* %v491, align 16
  %v493 = extractelement <4 x i32> %v492, i32 0
  %v494 = trunc i32 %v493 to i16
  %v495 = bitcast i16 %v494 to half
  %v496 = fpext half %v495 to float
  %v497 = extractelement <4 x i32> %v492, i32 0
  %v498 = lshr i32 %v497, 16
  %v499 = trunc i32 %v498 to i16
  %v500 = bitcast i16 %v499 to half
  %v501 = fpext half %v500 to float
  %v502 = extractelement <4 x i32> %v492, i32 1
  %v503 = trunc i32 %v502 to i16
  %v504 = bitcast i16 %v503 to half
  %v505 = fpext half %v504 to float
  %v506 = extractelement <4 x i32> %v492, i32 1
  %v507 = lshr i32 %v506, 16
  %v508 = trunc i32 %v507 to i16
  %v509 = bitcast i16 %v508 to half
  %v510 = fpext half %v509 to float
  %v511 = extractelement <4 x i32> %v492, i32 2
  %v512 = trunc i32 %v511 to i16
  %v513 = bitcast i16 %v512 to half
  %v514 = fpext half %v513 to float
  %v515 = extractelement <4 x i32> %v492, i32 2
  %v516 = lshr i32 %v515, 16
  %v517 = trunc i32 %v516 to i16
  %v518 = bitcast i16 %v517 to half
  %v519 = fpext half %v518 to float
  %v520 = extractelement <4 x i32> %v492, i32 3
  %v521 = trunc i32 %v520 to i16
  %v522 = bitcast i16 %v521 to half
  %v523 = fpext half %v522 to float
  %v524 = extractelement <4 x i32> %v492, i32 3
  %v525 = lshr i32 %v524, 16
  %v526 = trunc i32 %v525 to i16
  %v527 = bitcast i16 %v526 to half
  %v528 = fpext half %v527 to float
  br label %ld_next10
ld_next10:
  %v529 = phi float [ %v496, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v530 = phi float [ %v501, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v531 = phi float [ %v505, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v532 = phi float [ %v510, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v533 = phi float [ %v514, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v534 = phi float [ %v519, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v535 = phi float [ %v523, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v536 = phi float [ %v528, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v537 = mul i64 64, %v239
  %v538 = add i64 %v251, %v537
  %v539 = add i64 %v238, 64
  %v540 = icmp ult i64 %v539, %v240
  %v541 = icmp ult i64 %v249, %v250
  %v542 = and i1 %v540, %v541
  %v543 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v538
  %v544 = bitcast half addrspace(1)* %v543 to <4 x i32> addrspace(1)*
  br i1 %v542, label %ld11, label %ld_next12
ld11:
  %v545 = load <4 x i32>, <4 x i32> addrspace(1)* %v544, align 16
  %v546 = extractelement <4 x i32> %v545, i32 0
  %v547 = trunc i32 %v546 to i16
  %v548 = bitcast i16 %v547 to half
  %v549 = fpext half %v548 to float
  %v550 = extractelement <4 x i32> %v545, i32 0
  %v551 = lshr i32 %v550, 16
  %v552 = trunc i32 %v551 to i16
  %v553 = bitcast i16 %v552 to half
  %v554 = fpext half %v553 to float
  %v555 = extractelement <4 x i32> %v545, i32 1
  %v556 = trunc i32 %v555 to i16
  %v557 = bitcast i16 %v556 to half
  %v558 = fpext half %v557 to float
  %v559 = extractelement <4 x i32> %v545, i32 1
  %v560 = lshr i32 %v559, 16
  %v561 = trunc i32 %v560 to i16
  %v562 = bitcast i16 %v561 to half
  %v563 = fpext half %v562 to float
  %v564 = extractelement <4 x i32> %v545, i32 2
  %v565 = trunc i32 %v564 to i16
  %v566 = bitcast i16 %v565 to half
  %v567 = fpext half %v566 to float
  %v568 = extractelement <4 x i32> %v545, i32 2
  %v569 = lshr i32 %v568, 16
  %v570 = trunc i32 %v569 to i16
  %v571 = bitcast i16 %v570 to half
  %v572 = fpext half %v571 to float
  %v573 = extractelement <4 x i32> %v545, i32 3
  %v574 = trunc i32 %v573 to i16
  %v575 = bitcast i16 %v574 to half
  %v576 = fpext half %v575 to float
  %v577 = extractelement <4 x i32> %v545, i32 3
  %v578 = lshr i32 %v577, 16
  %v579 = trunc i32 %v578 to i16
  %v580 = bitcast i16 %v579 to half
  %v581 = fpext half %v580 to float
  br label %ld_next12
ld_next12:
  %v582 = phi float [ %v549, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v583 = phi float [ %v554, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v584 = phi float [ %v558, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v585 = phi float [ %v563, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v586 = phi float [ %v567, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v587 = phi float [ %v572, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v588 = phi float [ %v576, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v589 = phi float [ %v581, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v590 = mul i64 96, %v239
  %v591 = add i64 %v251, %v590
  %v592 = add i64 %v238, 96
  %v593 = icmp ult i64 %v592, %v240
  %v594 = icmp ult i64 %v249, %v250
  %v595 = and i1 %v593, %v594
  %v596 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v591
  %v597 = bitcast half addrspace(1)* %v596 to <4 x i32> addrspace(1)*
  br i1 %v595, label %ld13, label %ld_next14
ld13:
  %v598 = load <4 x i32>, <4 x i32> addrspace(1)* %v597, align 16
  %v599 = extractelement <4 x i32> %v598, i32 0
  %v600 = trunc i32 %v599 to i16
  %v601 = bitcast i16 %v600 to half
  %v602 = fpext half %v601 to float
  %v603 = extractelement <4 x i32> %v598, i32 0
  %v604 = lshr i32 %v603, 16
  %v605 = trunc i32 %v604 to i16
  %v606 = bitcast i16 %v605 to half
  %v607 = fpext half %v606 to float
  %v608 = extractelement <4 x i32> %v598, i32 1
  %v609 = trunc i32 %v608 to i16
  %v610 = bitcast i16 %v609 to half
  %v611 = fpext half %v610 to float
  %v612 = extractelement <4 x i32> %v598, i32 1
  %v613 = lshr i32 %v612, 16
  %v614 = trunc i32 %v613 to i16
  %v615 = bitcast i16 %v614 to half
  %v616 = fpext half %v615 to float
  %v617 = extractelement <4 x i32> %v598, i32 2
  %v618 = trunc i32 %v617 to i16
  %v619 = bitcast i16 %v618 to half
  %v620 = fpext half %v619 to float
  %v621 = extractelement <4 x i32> %v598, i32 2
  %v622 = lshr i32 %v621, 16
  %v623 = trunc i32 %v622 to i16
  %v624 = bitcast i16 %v623 to half
  %v625 = fpext half %v624 to float
  %v626 = extractelement <4 x i32> %v598, i32 3
  %v627 = trunc i32 %v626 to i16
  %v628 = bitcast i16 %v627 to half
  %v629 = fpext half %v628 to float
  %v630 = extractelement <4 x i32> %v598, i32 3
  %v631 = lshr i32 %v630, 16
  %v632 = trunc i32 %v631 to i16
  %v633 = bitcast i16 %v632 to half
  %v634 = fpext half %v633 to float
  br label %ld_next14
ld_next14:
  %v635 = phi float [ %v602, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v636 = phi float [ %v607, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v637 = phi float [ %v611, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v638 = phi float [ %v616, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v639 = phi float [ %v620, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v640 = phi float [ %v625, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v641 = phi float [ %v629, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v642 = phi float [ %v634, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  br label %ld_done6
ld_full15:
  %v729 = icmp ult i64 %v710, %v712
  %v730 = icmp ult i64 %v721, %v722
  %v731 = and i1 %v729, %v730
  %v732 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v723
  %v733 = bitcast half addrspace(1)* %v732 to <2 x i32> addrspace(1)*
  %v734 = load <2 x i32>, <2 x i32> addrspace(1)* %v733, align 8
  %v735 = extractelement <2 x i32> %v734, i32 0
  %v736 = trunc i32 %v735 to i16
  %v737 = bitcast i16 %v736 to half
  %v738 = fpext half %v737 to float
  %v739 = extractelement <2 x i32> %v734, i32 0
  %v740 = lshr i32 %v739, 16
  %v741 = trunc i32 %v740 to i16
  %v742 = bitcast i16 %v741 to half
  %v743 = fpext half %v742 to float
  %v744 = extractelement <2 x i32> %v734, i32 1
  %v745 = trunc i32 %v744 to i16
  %v746 = bitcast i16 %v745 to half
  %v747 = fpext half %v746 to float
  %v748 = extractelement <2 x i32> %v734, i32 1
  %v749 = lshr i32 %v748, 16
  %v750 = trunc i32 %v749 to i16
  %v751 = bitcast i16 %v750 to half
  %v752 = fpext half %v751 to float
  %v753 = icmp ult i64 %v710, %v712
  %v754 = add i64 %v723, 4
  %v755 = add i64 %v721, 4
  %v756 = icmp ult i64 %v755, %v722
  %v757 = and i1 %v753, %v756
  %v758 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v754
  %v759 = bitcast half addrspace(1)* %v758 to <2 x i32> addrspace(1)*
  %v760 = load <2 x i32>, <2 x i32> addrspace(1)* %v759, align 8
  %v761 = extractelement <2 x i32> %v760, i32 0
  %v762 = trunc i32 %v761 to i16
  %v763 = bitcast i16 %v762 to half
  %v764 = fpext half %v763 to float
  %v765 = extractelement <2 x i32> %v760, i32 0
  %v766 = lshr i32 %v765, 16
  %v767 = trunc i32 %v766 to i16
  %v768 = bitcast i16 %v767 to half
  %v769 = fpext half %v768 to float
  %v770 = extractelement <2 x i32> %v760, i32 1
  %v771 = trunc i32 %v770 to i16
  %v772 = bitcast i16 %v771 to half
  %v773 = fpext half %v772 to float
  %v774 = extractelement <2 x i32> %v760, i32 1
  %v775 = lshr i32 %v774, 16
  %v776 = trunc i32 %v775 to i16
  %v777 = bitcast i16 %v776 to half
  %v778 = fpext half %v777 to float
  %v779 = mul i64 16, %v711
  %v780 = add i64 %v723, %v779
  %v781 = add i64 %v710, 16
  %v782 = icmp ult i64 %v781, %v712
  %v783 = icmp ult i64 %v721, %v722
  %v784 = and i1 %v782, %v783
  %v785 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v780
  %v786 = bitcast half addrspace(1)* %v785 to <2 x i32> addrspace(1)*
  %v787 = load <2 x i32>, <2 x i32> addrspace(1)* %v786, align 8
  %v788 = extractelement <2 x i32> %v787, i32 0
  %v789 = trunc i32 %v788 to i16
  %v790 = bitcast i16 %v789 to half
  %v791 = fpext half %v790 to float
  %v792 = extractelement <2 x i32> %v787, i32 0
  %v793 = lshr i32 %v792, 16
  %v794 = trunc i32 %v793 to i16
  %v795 = bitcast i16 %v794 to half
  %v796 = fpext half %v795 to float
  %v797 = extractelement <2 x i32> %v787, i32 1
  %v798 = trunc i32 %v797 to i16
  %v799 = bitcast i16 %v798 to half
  %v800 = fpext half %v799 to float
  %v801 = extractelement <2 x i32> %v787, i32 1
  %v802 = lshr i32 %v801, 16
  %v803 = trunc i32 %v802 to i16
  %v804 = bitcast i16 %v803 to half
  %v805 = fpext half %v804 to float
  %v806 = mul i64 16, %v711
  %v807 = add i64 %v723, %v806
  %v808 = add i64 %v710, 16
  %v809 = icmp ult i64 %v808, %v712
  %v810 = add i64 %v807, 4
  %v811 = add i64 %v721, 4
  %v812 = icmp ult i64 %v811, %v722
  %v813 = and i1 %v809, %v812
  %v814 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v810
  %v815 = bitcast half addrspace(1)* %v814 to <2 x i32> addrspace(1)*
  %v816 = load <2 x i32>, <2 x i32> addrspace(1)* %v815, align 8
  %v817 = extractelement <2 x i32> %v816, i32 0
  %v818 = trunc i32 %v817 to i16
  %v819 = bitcast i16 %v818 to half
  %v820 = fpext half %v819 to float
  %v821 = extractelement <2 x i32> %v816, i32 0
  %v822 = lshr i32 %v821, 16
  %v823 = trunc i32 %v822 to i16
  %v824 = bitcast i16 %v823 to half
  %v825 = fpext half %v824 to float
  %v826 = extractelement <2 x i32> %v816, i32 1
  %v827 = trunc i32 %v826 to i16
  %v828 = bitcast i16 %v827 to half
  %v829 = fpext half %v828 to float
  %v830 = extractelement <2 x i32> %v816, i32 1
  %v831 = lshr i32 %v830, 16
  %v832 = trunc i32 %v831 to i16
  %v833 = bitcast i16 %v832 to half
  %v834 = fpext half %v833 to float
  %v835 = mul i64 32, %v711
  %v836 = add i64 %v723, %v835
  %v837 = add i64 %v710, 32
  %v838 = icmp ult i64 %v837, %v712
  %v839 = icmp ult i64 %v721, %v722
  %v840 = and i1 %v838, %v839
  %v841 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v836
  %v842 = bitcast half addrspace(1)* %v841 to <2 x i32> addrspace(1)*
  %v843 = load <2 x i32>, <2 x i32> addrspace(1)* %v842, align 8
  %v844 = extractelement <2 x i32> %v843, i32 0
  %v845 = trunc i32 %v844 to i16
  %v846 = bitcast i16 %v845 to half
  %v847 = fpext half %v846 to float
  %v848 = extractelement <2 x i32> %v843, i32 0
  %v849 = lshr i32 %v848, 16
  %v850 = trunc i32 %v849 to i16
  %v851 = bitcast i16 %v850 to half
  %v852 = fpext half %v851 to float
  %v853 = extractelement <2 x i32> %v843, i32 1
  %v854 = trunc i32 %v853 to i16
  %v855 = bitcast i16 %v854 to half
  %v856 = fpext half %v855 to float
  %v857 = extractelement <2 x i32> %v843, i32 1
  %v858 = lshr i32 %v857, 16
  %v859 = trunc i32 %v858 to i16
  %v860 = bitcast i16 %v859 to half
  %v861 = fpext half %v860 to float
  %v862 = mul i64 32, %v711
  %v863 = add i64 %v723, %v862
  %v864 = add i64 %v710, 32
  %v865 = icmp ult i64 %v864, %v712
  %v866 = add i64 %v863, 4
  %v867 = add i64 %v721, 4
  %v868 = icmp ult i64 %v867, %v722
  %v869 = and i1 %v865, %v868
  %v870 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v866
  %v871 = bitcast half addrspace(1)* %v870 to <2 x i32> addrspace(1)*
  %v872 = load <2 x i32>, <2 x i32> addrspace(1)* %v871, align 8
  %v873 = extractelement <2 x i32> %v872, i32 0
  %v874 = trunc i32 %v873 to i16
  %v875 = bitcast i16 %v874 to half
  %v876 = fpext half %v875 to float
  %v877 = extractelement <2 x i32> %v872, i32 0
  %v878 = lshr i32 %v877, 16
  %v879 = trunc i32 %v878 to i16
  %v880 = bitcast i16 %v879 to half
  %v881 = fpext half %v880 to float
  %v882 = extractelement <2 x i32> %v872, i32 1
  %v883 = trunc i32 %v882 to i16
  %v884 = bitcast i16 %v883 to half
  %v885 = fpext half %v884 to float
  %v886 = extractelement <2 x i32> %v872, i32 1
  %v887 = lshr i32 %v886, 16
  %v888 = trunc i32 %v887 to i16
  %v889 = bitcast i16 %v888 to half
  %v890 = fpext half %v889 to float
  %v891 = mul i64 48, %v711
  %v892 = add i64 %v723, %v891
  %v893 = add i64 %v710, 48
  %v894 = icmp ult i64 %v893, %v712
  %v895 = icmp ult i64 %v721, %v722
  %v896 = and i1 %v894, %v895
  %v897 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v892
  %v898 = bitcast half addrspace(1)* %v897 to <2 x i32> addrspace(1)*
  %v899 = load <2 x i32>, <2 x i32> addrspace(1)* %v898, align 8
  %v900 = extractelement <2 x i32> %v899, i32 0
  %v901 = trunc i32 %v900 to i16
  %v902 = bitcast i16 %v901 to half
  %v903 = fpext half %v902 to float
  %v904 = extractelement <2 x i32> %v899, i32 0
  %v905 = lshr i32 %v904, 16
  %v906 = trunc i32 %v905 to i16
  %v907 = bitcast i16 %v906 to half
  %v908 = fpext half %v907 to float
  %v909 = extractelement <2 x i32> %v899, i32 1
  %v910 = trunc i32 %v909 to i16
  %v911 = bitcast i16 %v910 to half
  %v912 = fpext half %v911 to float
  %v913 = extractelement <2 x i32> %v899, i32 1
  %v914 = lshr i32 %v913, 16
  %v915 = trunc i32 %v914 to i16
  %v916 = bitcast i16 %v915 to half
  %v917 = fpext half %v916 to float
  %v918 = mul i64 48, %v711
  %v919 = add i64 %v723, %v918
  %v920 = add i64 %v710, 48
  %v921 = icmp ult i64 %v920, %v712
  %v922 = add i64 %v919, 4
  %v923 = add i64 %v721, 4
  %v924 = icmp ult i64 %v923, %v722
  %v925 = and i1 %v921, %v924
  %v926 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v922
  %v927 = bitcast half addrspace(1)* %v926 to <2 x i32> addrspace(1)*
  %v928 = load <2 x i32>, <2 x i32> addrspace(1)* %v927, align 8
  %v929 = extractelement <2 x i32> %v928, i32 0
  %v930 = trunc i32 %v929 to i16
  %v931 = bitcast i16 %v930 to half
  %v932 = fpext half %v931 to float
  %v933 = extractelement <2 x i32> %v928, i32 0
  %v934 = lshr i32 %v933, 16
  %v935 = trunc i32 %v934 to i16
  %v936 = bitcast i16 %v935 to half
  %v937 = fpext half %v936 to float
  %v938 = extractelement <2 x i32> %v928, i32 1
  %v939 = trunc i32 %v938 to i16
  %v940 = bitcast i16 %v939 to half
  %v941 = fpext half %v940 to float
  %v942 = extractelement <2 x i32> %v928, i32 1
  %v943 = lshr i32 %v942, 16
  %v944 = trunc i32 %v943 to i16
  %v945 = bitcast i16 %v944 to half
  %v946 = fpext half %v945 to float
  br label %ld_done17
ld_edge16:
  %v947 = icmp ult i64 %v710, %v712
  %v948 = icmp ult i64 %v721, %v722
  %v949 = and i1 %v947, %v948
  %v950 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v723
  %v951 = bitcast half addrspace(1)* %v950 to <2 x i32> addrspace(1)*
  br i1 %v949, label %ld18, label %ld_next19
ld_done17:
  %v1197 = phi float [ %v738, %ld_full15 ], [ %v971, %ld_next33 ]
  %v1198 = phi float [ %v743, %ld_full15 ], [ %v972, %ld_next33 ]
  %v1199 = phi float [ %v747, %ld_full15 ], [ %v973, %ld_next33 ]
  %v1200 = phi float [ %v752, %ld_full15 ], [ %v974, %ld_next33 ]
  %v1201 = phi float [ %v764, %ld_full15 ], [ %v1001, %ld_next33 ]
  %v1202 = phi float [ %v769, %ld_full15 ], [ %v1002, %ld_next33 ]
  %v1203 = phi float [ %v773, %ld_full15 ], [ %v1003, %ld_next33 ]
  %v1204 = phi float [ %v778, %ld_full15 ], [ %v1004, %ld_next33 ]
  %v1205 = phi float [ %v791, %ld_full15 ], [ %v1032, %ld_next33 ]
  %v1206 = phi float [ %v796, %ld_full15 ], [ %v1033, %ld_next33 ]
  %v1207 = phi float [ %v800, %ld_full15 ], [ %v1034, %ld_next33 ]
  %v1208 = phi float [ %v805, %ld_full15 ], [ %v1035, %ld_next33 ]
  %v1209 = phi float [ %v820, %ld_full15 ], [ %v1065, %ld_next33 ]
  %v1210 = phi float [ %v825, %ld_full15 ], [ %v1066, %ld_next33 ]
  %v1211 = phi float [ %v829, %ld_full15 ], [ %v1067, %ld_next33 ]
  %v1212 = phi float [ %v834, %ld_full15 ], [ %v1068, %ld_next33 ]
  %v1213 = phi float [ %v847, %ld_full15 ], [ %v1096, %ld_next33 ]
  %v1214 = phi float [ %v852, %ld_full15 ], [ %v1097, %ld_next33 ]
  %v1215 = phi float [ %v856, %ld_full15 ], [ %v1098, %ld_next33 ]
  %v1216 = phi float [ %v861, %ld_full15 ], [ %v1099, %ld_next33 ]
  %v1217 = phi float [ %v876, %ld_full15 ], [ %v1129, %ld_next33 ]
  %v1218 = phi float [ %v881, %ld_full15 ], [ %v1130, %ld_next33 ]
  %v1219 = phi float [ %v885, %ld_full15 ], [ %v1131, %ld_next33 ]
  %v1220 = phi float [ %v890, %ld_full15 ], [ %v1132, %ld_next33 ]
  %v1221 = phi float [ %v903, %ld_full15 ], [ %v1160, %ld_next33 ]
  %v1222 = phi float [ %v908, %ld_full15 ], [ %v1161, %ld_next33 ]
  %v1223 = phi float [ %v912, %ld_full15 ], [ %v1162, %ld_next33 ]
  %v1224 = phi float [ %v917, %ld_full15 ], [ %v1163, %ld_next33 ]
  %v1225 = phi float [ %v932, %ld_full15 ], [ %v1193, %ld_next33 ]
  %v1226 = phi float [ %v937, %ld_full15 ], [ %v1194, %ld_next33 ]
  %v1227 = phi float [ %v941, %ld_full15 ], [ %v1195, %ld_next33 ]
  %v1228 = phi float [ %v946, %ld_full15 ], [ %v1196, %ld_next33 ]
  call void @llvm.nvvm.barrier0()
  %v1229 = and i32 %v2, 1
  %v1230 = shl i32 %v1229, 3
  %v1231 = lshr i32 %v2, 1
  %v1232 = and i32 %v1231, 1
  %v1233 = shl i32 %v1232, 4
  %v1234 = or i32 %v1230, %v1233
  %v1235 = lshr i32 %v2, 2
  %v1236 = and i32 %v1235, 1
  %v1237 = shl i32 %v1236, 5
  %v1238 = or i32 %v1234, %v1237
  %v1239 = lshr i32 %v2, 3
  %v1240 = and i32 %v1239, 1
  %v1241 = shl i32 %v1240, 6
  %v1242 = or i32 %v1238, %v1241
  %v1243 = lshr i32 %v2, 4
  %v1244 = and i32 %v1243, 1
  %v1245 = shl i32 %v1244, 7
  %v1246 = or i32 %v1242, %v1245
  %v1247 = and i32 %v3, 1
  %v1248 = shl i32 %v1247, 8
  %v1249 = or i32 %v1246, %v1248
  %v1250 = lshr i32 %v3, 1
  %v1251 = and i32 %v1250, 1
  %v1252 = shl i32 %v1251, 9
  %v1253 = or i32 %v1249, %v1252
  %v1254 = lshr i32 %v3, 2
  %v1255 = and i32 %v1254, 1
  %v1256 = shl i32 %v1255, 10
  %v1257 = or i32 %v1253, %v1256
  %v1258 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1259 = getelementptr inbounds i32, i32 addrspace(3)* %v1258, i32 %v1257
  %v1260 = fptrunc float %v643 to half
  %v1261 = bitcast half %v1260 to i16
  %v1262 = zext i16 %v1261 to i32
  store i32 %v1262, i32 addrspace(3)* %v1259, align 4
  %v1263 = or i32 %v1257, 1
  %v1264 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1265 = getelementptr inbounds i32, i32 addrspace(3)* %v1264, i32 %v1263
  %v1266 = fptrunc float %v644 to half
  %v1267 = bitcast half %v1266 to i16
  %v1268 = zext i16 %v1267 to i32
  store i32 %v1268, i32 addrspace(3)* %v1265, align 4
  %v1269 = or i32 %v1257, 2
  %v1270 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1271 = getelementptr inbounds i32, i32 addrspace(3)* %v1270, i32 %v1269
  %v1272 = fptrunc float %v645 to half
  %v1273 = bitcast half %v1272 to i16
  %v1274 = zext i16 %v1273 to i32
  store i32 %v1274, i32 addrspace(3)* %v1271, align 4
  %v1275 = or i32 %v1257, 3
  %v1276 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1277 = getelementptr inbounds i32, i32 addrspace(3)* %v1276, i32 %v1275
  %v1278 = fptrunc float %v646 to half
  %v1279 = bitcast half %v1278 to i16
  %v1280 = zext i16 %v1279 to i32
  store i32 %v1280, i32 addrspace(3)* %v1277, align 4
  %v1281 = or i32 %v1257, 4
  %v1282 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1283 = getelementptr inbounds i32, i32 addrspace(3)* %v1282, i32 %v1281
  %v1284 = fptrunc float %v647 to half
  %v1285 = bitcast half %v1284 to i16
  %v1286 = zext i16 %v1285 to i32
  store i32 %v1286, i32 addrspace(3)* %v1283, align 4
  %v1287 = or i32 %v1257, 5
  %v1288 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1289 = getelementptr inbounds i32, i32 addrspace(3)* %v1288, i32 %v1287
  %v1290 = fptrunc float %v648 to half
  %v1291 = bitcast half %v1290 to i16
  %v1292 = zext i16 %v1291 to i32
  store i32 %v1292, i32 addrspace(3)* %v1289, align 4
  %v1293 = or i32 %v1257, 6
  %v1294 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1295 = getelementptr inbounds i32, i32 addrspace(3)* %v1294, i32 %v1293
  %v1296 = fptrunc float %v649 to half
  %v1297 = bitcast half %v1296 to i16
  %v1298 = zext i16 %v1297 to i32
  store i32 %v1298, i32 addrspace(3)* %v1295, align 4
  %v1299 = or i32 %v1257, 7
  %v1300 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1301 = getelementptr inbounds i32, i32 addrspace(3)* %v1300, i32 %v1299
  %v1302 = fptrunc float %v650 to half
  %v1303 = bitcast half %v1302 to i16
  %v1304 = zext i16 %v1303 to i32
  store i32 %v1304, i32 addrspace(3)* %v1301, align 4
  %v1305 = or i32 %v1257, 2048
  %v1306 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1307 = getelementptr inbounds i32, i32 addrspace(3)* %v1306, i32 %v1305
  %v1308 = fptrunc float %v651 to half
  %v1309 = bitcast half %v1308 to i16
  %v1310 = zext i16 %v1309 to i32
  store i32 %v1310, i32 addrspace(3)* %v1307, align 4
  %v1311 = or i32 %v1257, 2049
  %v1312 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1313 = getelementptr inbounds i32, i32 addrspace(3)* %v1312, i32 %v1311
  %v1314 = fptrunc float %v652 to half
  %v1315 = bitcast half %v1314 to i16
  %v1316 = zext i16 %v1315 to i32
  store i32 %v1316, i32 addrspace(3)* %v1313, align 4
  %v1317 = or i32 %v1257, 2050
  %v1318 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1319 = getelementptr inbounds i32, i32 addrspace(3)* %v1318, i32 %v1317
  %v1320 = fptrunc float %v653 to half
  %v1321 = bitcast half %v1320 to i16
  %v1322 = zext i16 %v1321 to i32
  store i32 %v1322, i32 addrspace(3)* %v1319, align 4
  %v1323 = or i32 %v1257, 2051
  %v1324 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1325 = getelementptr inbounds i32, i32 addrspace(3)* %v1324, i32 %v1323
  %v1326 = fptrunc float %v654 to half
  %v1327 = bitcast half %v1326 to i16
  %v1328 = zext i16 %v1327 to i32
  store i32 %v1328, i32 addrspace(3)* %v1325, align 4
  %v1329 = or i32 %v1257, 2052
  %v1330 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1331 = getelementptr inbounds i32, i32 addrspace(3)* %v1330, i32 %v1329
  %v1332 = fptrunc float %v655 to half
  %v1333 = bitcast half %v1332 to i16
  %v1334 = zext i16 %v1333 to i32
  store i32 %v1334, i32 addrspace(3)* %v1331, align 4
  %v1335 = or i32 %v1257, 2053
  %v1336 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1337 = getelementptr inbounds i32, i32 addrspace(3)* %v1336, i32 %v1335
  %v1338 = fptrunc float %v656 to half
  %v1339 = bitcast half %v1338 to i16
  %v1340 = zext i16 %v1339 to i32
  store i32 %v1340, i32 addrspace(3)* %v1337, align 4
  %v1341 = or i32 %v1257, 2054
  %v1342 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1343 = getelementptr inbounds i32, i32 addrspace(3)* %v1342, i32 %v1341
  %v1344 = fptrunc float %v657 to half
  %v1345 = bitcast half %v1344 to i16
  %v1346 = zext i16 %v1345 to i32
  store i32 %v1346, i32 addrspace(3)* %v1343, align 4
  %v1347 = or i32 %v1257, 2055
  %v1348 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1349 = getelementptr inbounds i32, i32 addrspace(3)* %v1348, i32 %v1347
  %v1350 = fptrunc float %v658 to half
  %v1351 = bitcast half %v1350 to i16
  %v1352 = zext i16 %v1351 to i32
  store i32 %v1352, i32 addrspace(3)* %v1349, align 4
  %v1353 = or i32 %v1257, 4096
  %v1354 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1355 = getelementptr inbounds i32, i32 addrspace(3)* %v1354, i32 %v1353
  %v1356 = fptrunc float %v659 to half
  %v1357 = bitcast half %v1356 to i16
  %v1358 = zext i16 %v1357 to i32
  store i32 %v1358, i32 addrspace(3)* %v1355, align 4
  %v1359 = or i32 %v1257, 4097
  %v1360 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1361 = getelementptr inbounds i32, i32 addrspace(3)* %v1360, i32 %v1359
  %v1362 = fptrunc float %v660 to half
  %v1363 = bitcast half %v1362 to i16
  %v1364 = zext i16 %v1363 to i32
  store i32 %v1364, i32 addrspace(3)* %v1361, align 4
  %v1365 = or i32 %v1257, 4098
  %v1366 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1367 = getelementptr inbounds i32, i32 addrspace(3)* %v1366, i32 %v1365
  %v1368 = fptrunc float %v661 to half
  %v1369 = bitcast half %v1368 to i16
  %v1370 = zext i16 %v1369 to i32
  store i32 %v1370, i32 addrspace(3)* %v1367, align 4
  %v1371 = or i32 %v1257, 4099
  %v1372 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1373 = getelementptr inbounds i32, i32 addrspace(3)* %v1372, i32 %v1371
  %v1374 = fptrunc float %v662 to half
  %v1375 = bitcast half %v1374 to i16
  %v1376 = zext i16 %v1375 to i32
  store i32 %v1376, i32 addrspace(3)* %v1373, align 4
  %v1377 = or i32 %v1257, 4100
  %v1378 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1379 = getelementptr inbounds i32, i32 addrspace(3)* %v1378, i32 %v1377
  %v1380 = fptrunc float %v663 to half
  %v1381 = bitcast half %v1380 to i16
  %v1382 = zext i16 %v1381 to i32
  store i32 %v1382, i32 addrspace(3)* %v1379, align 4
  %v1383 = or i32 %v1257, 4101
  %v1384 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1385 = getelementptr inbounds i32, i32 addrspace(3)* %v1384, i32 %v1383
  %v1386 = fptrunc float %v664 to half
  %v1387 = bitcast half %v1386 to i16
  %v1388 = zext i16 %v1387 to i32
  store i32 %v1388, i32 addrspace(3)* %v1385, align 4
  %v1389 = or i32 %v1257, 4102
  %v1390 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1391 = getelementptr inbounds i32, i32 addrspace(3)* %v1390, i32 %v1389
  %v1392 = fptrunc float %v665 to half
  %v1393 = bitcast half %v1392 to i16
  %v1394 = zext i16 %v1393 to i32
  store i32 %v1394, i32 addrspace(3)* %v1391, align 4
  %v1395 = or i32 %v1257, 4103
  %v1396 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1397 = getelementptr inbounds i32, i32 addrspace(3)* %v1396, i32 %v1395
  %v1398 = fptrunc float %v666 to half
  %v1399 = bitcast half %v1398 to i16
  %v1400 = zext i16 %v1399 to i32
  store i32 %v1400, i32 addrspace(3)* %v1397, align 4
  %v1401 = or i32 %v1257, 6144
  %v1402 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1403 = getelementptr inbounds i32, i32 addrspace(3)* %v1402, i32 %v1401
  %v1404 = fptrunc float %v667 to half
  %v1405 = bitcast half %v1404 to i16
  %v1406 = zext i16 %v1405 to i32
  store i32 %v1406, i32 addrspace(3)* %v1403, align 4
  %v1407 = or i32 %v1257, 6145
  %v1408 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1409 = getelementptr inbounds i32, i32 addrspace(3)* %v1408, i32 %v1407
  %v1410 = fptrunc float %v668 to half
  %v1411 = bitcast half %v1410 to i16
  %v1412 = zext i16 %v1411 to i32
  store i32 %v1412, i32 addrspace(3)* %v1409, align 4
  %v1413 = or i32 %v1257, 6146
  %v1414 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1415 = getelementptr inbounds i32, i32 addrspace(3)* %v1414, i32 %v1413
  %v1416 = fptrunc float %v669 to half
  %v1417 = bitcast half %v1416 to i16
  %v1418 = zext i16 %v1417 to i32
  store i32 %v1418, i32 addrspace(3)* %v1415, align 4
  %v1419 = or i32 %v1257, 6147
  %v1420 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1421 = getelementptr inbounds i32, i32 addrspace(3)* %v1420, i32 %v1419
  %v1422 = fptrunc float %v670 to half
  %v1423 = bitcast half %v1422 to i16
  %v1424 = zext i16 %v1423 to i32
  store i32 %v1424, i32 addrspace(3)* %v1421, align 4
  %v1425 = or i32 %v1257, 6148
  %v1426 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1427 = getelementptr inbounds i32, i32 addrspace(3)* %v1426, i32 %v1425
  %v1428 = fptrunc float %v671 to half
  %v1429 = bitcast half %v1428 to i16
  %v1430 = zext i16 %v1429 to i32
  store i32 %v1430, i32 addrspace(3)* %v1427, align 4
  %v1431 = or i32 %v1257, 6149
  %v1432 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1433 = getelementptr inbounds i32, i32 addrspace(3)* %v1432, i32 %v1431
  %v1434 = fptrunc float %v672 to half
  %v1435 = bitcast half %v1434 to i16
  %v1436 = zext i16 %v1435 to i32
  store i32 %v1436, i32 addrspace(3)* %v1433, align 4
  %v1437 = or i32 %v1257, 6150
  %v1438 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1439 = getelementptr inbounds i32, i32 addrspace(3)* %v1438, i32 %v1437
  %v1440 = fptrunc float %v673 to half
  %v1441 = bitcast half %v1440 to i16
  %v1442 = zext i16 %v1441 to i32
  store i32 %v1442, i32 addrspace(3)* %v1439, align 4
  %v1443 = or i32 %v1257, 6151
  %v1444 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1445 = getelementptr inbounds i32, i32 addrspace(3)* %v1444, i32 %v1443
  %v1446 = fptrunc float %v674 to half
  %v1447 = bitcast half %v1446 to i16
  %v1448 = zext i16 %v1447 to i32
  store i32 %v1448, i32 addrspace(3)* %v1445, align 4
  %v1449 = and i32 %v2, 1
  %v1450 = shl i32 %v1449, 3
  %v1451 = lshr i32 %v2, 1
  %v1452 = and i32 %v1451, 1
  %v1453 = shl i32 %v1452, 4
  %v1454 = or i32 %v1450, %v1453
  %v1455 = lshr i32 %v2, 2
  %v1456 = and i32 %v1455, 1
  %v1457 = shl i32 %v1456, 5
  %v1458 = or i32 %v1454, %v1457
  %v1459 = lshr i32 %v2, 3
  %v1460 = and i32 %v1459, 1
  %v1461 = shl i32 %v1460, 6
  %v1462 = or i32 %v1458, %v1461
  %v1463 = lshr i32 %v2, 4
  %v1464 = and i32 %v1463, 1
  %v1465 = shl i32 %v1464, 7
  %v1466 = or i32 %v1462, %v1465
  %v1467 = and i32 %v3, 1
  %v1468 = shl i32 %v1467, 8
  %v1469 = or i32 %v1466, %v1468
  %v1470 = lshr i32 %v3, 1
  %v1471 = and i32 %v1470, 1
  %v1472 = shl i32 %v1471, 9
  %v1473 = or i32 %v1469, %v1472
  %v1474 = lshr i32 %v3, 2
  %v1475 = and i32 %v1474, 1
  %v1476 = shl i32 %v1475, 10
  %v1477 = or i32 %v1473, %v1476
  %v1478 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1479 = getelementptr inbounds i32, i32 addrspace(3)* %v1478, i32 %v1477
  %v1480 = fptrunc float %v1197 to half
  %v1481 = bitcast half %v1480 to i16
  %v1482 = zext i16 %v1481 to i32
  store i32 %v1482, i32 addrspace(3)* %v1479, align 4
  %v1483 = or i32 %v1477, 1
  %v1484 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1485 = getelementptr inbounds i32, i32 addrspace(3)* %v1484, i32 %v1483
  %v1486 = fptrunc float %v1198 to half
  %v1487 = bitcast half %v1486 to i16
  %v1488 = zext i16 %v1487 to i32
  store i32 %v1488, i32 addrspace(3)* %v1485, align 4
  %v1489 = or i32 %v1477, 2
  %v1490 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1491 = getelementptr inbounds i32, i32 addrspace(3)* %v1490, i32 %v1489
  %v1492 = fptrunc float %v1199 to half
  %v1493 = bitcast half %v1492 to i16
  %v1494 = zext i16 %v1493 to i32
  store i32 %v1494, i32 addrspace(3)* %v1491, align 4
  %v1495 = or i32 %v1477, 3
  %v1496 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1497 = getelementptr inbounds i32, i32 addrspace(3)* %v1496, i32 %v1495
  %v1498 = fptrunc float %v1200 to half
  %v1499 = bitcast half %v1498 to i16
  %v1500 = zext i16 %v1499 to i32
  store i32 %v1500, i32 addrspace(3)* %v1497, align 4
  %v1501 = or i32 %v1477, 4
  %v1502 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1503 = getelementptr inbounds i32, i32 addrspace(3)* %v1502, i32 %v1501
  %v1504 = fptrunc float %v1201 to half
  %v1505 = bitcast half %v1504 to i16
  %v1506 = zext i16 %v1505 to i32
  store i32 %v1506, i32 addrspace(3)* %v1503, align 4
  %v1507 = or i32 %v1477, 5
  %v1508 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1509 = getelementptr inbounds i32, i32 addrspace(3)* %v1508, i32 %v1507
  %v1510 = fptrunc float %v1202 to half
  %v1511 = bitcast half %v1510 to i16
  %v1512 = zext i16 %v1511 to i32
  store i32 %v1512, i32 addrspace(3)* %v1509, align 4
  %v1513 = or i32 %v1477, 6
  %v1514 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1515 = getelementptr inbounds i32, i32 addrspace(3)* %v1514, i32 %v1513
  %v1516 = fptrunc float %v1203 to half
  %v1517 = bitcast half %v1516 to i16
  %v1518 = zext i16 %v1517 to i32
  store i32 %v1518, i32 addrspace(3)* %v1515, align 4
  %v1519 = or i32 %v1477, 7
  %v1520 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1521 = getelementptr inbounds i32, i32 addrspace(3)* %v1520, i32 %v1519
  %v1522 = fptrunc float %v1204 to half
  %v1523 = bitcast half %v1522 to i16
  %v1524 = zext i16 %v1523 to i32
  store i32 %v1524, i32 addrspace(3)* %v1521, align 4
  %v1525 = or i32 %v1477, 2048
  %v1526 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1527 = getelementptr inbounds i32, i32 addrspace(3)* %v1526, i32 %v1525
  %v1528 = fptrunc float %v1205 to half
  %v1529 = bitcast half %v1528 to i16
  %v1530 = zext i16 %v1529 to i32
  store i32 %v1530, i32 addrspace(3)* %v1527, align 4
  %v1531 = or i32 %v1477, 2049
  %v1532 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1533 = getelementptr inbounds i32, i32 addrspace(3)* %v1532, i32 %v1531
  %v1534 = fptrunc float %v1206 to half
  %v1535 = bitcast half %v1534 to i16
  %v1536 = zext i16 %v1535 to i32
  store i32 %v1536, i32 addrspace(3)* %v1533, align 4
  %v1537 = or i32 %v1477, 2050
  %v1538 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1539 = getelementptr inbounds i32, i32 addrspace(3)* %v1538, i32 %v1537
  %v1540 = fptrunc float %v1207 to half
  %v1541 = bitcast half %v1540 to i16
  %v1542 = zext i16 %v1541 to i32
  store i32 %v1542, i32 addrspace(3)* %v1539, align 4
  %v1543 = or i32 %v1477, 2051
  %v1544 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1545 = getelementptr inbounds i32, i32 addrspace(3)* %v1544, i32 %v1543
  %v1546 = fptrunc float %v1208 to half
  %v1547 = bitcast half %v1546 to i16
  %v1548 = zext i16 %v1547 to i32
  store i32 %v1548, i32 addrspace(3)* %v1545, align 4
  %v1549 = or i32 %v1477, 2052
  %v1550 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1551 = getelementptr inbounds i32, i32 addrspace(3)* %v1550, i32 %v1549
  %v1552 = fptrunc float %v1209 to half
  %v1553 = bitcast half %v1552 to i16
  %v1554 = zext i16 %v1553 to i32
  store i32 %v1554, i32 addrspace(3)* %v1551, align 4
  %v1555 = or i32 %v1477, 2053
  %v1556 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1557 = getelementptr inbounds i32, i32 addrspace(3)* %v1556, i32 %v1555
  %v1558 = fptrunc float %v1210 to half
  %v1559 = bitcast half %v1558 to i16
  %v1560 = zext i16 %v1559 to i32
  store i32 %v1560, i32 addrspace(3)* %v1557, align 4
  %v1561 = or i32 %v1477, 2054
  %v1562 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1563 = getelementptr inbounds i32, i32 addrspace(3)* %v1562, i32 %v1561
  %v1564 = fptrunc float %v1211 to half
  %v1565 = bitcast half %v1564 to i16
  %v1566 = zext i16 %v1565 to i32
  store i32 %v1566, i32 addrspace(3)* %v1563, align 4
  %v1567 = or i32 %v1477, 2055
  %v1568 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1569 = getelementptr inbounds i32, i32 addrspace(3)* %v1568, i32 %v1567
  %v1570 = fptrunc float %v1212 to half
  %v1571 = bitcast half %v1570 to i16
  %v1572 = zext i16 %v1571 to i32
  store i32 %v1572, i32 addrspace(3)* %v1569, align 4
  %v1573 = or i32 %v1477, 4096
  %v1574 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1575 = getelementptr inbounds i32, i32 addrspace(3)* %v1574, i32 %v1573
  %v1576 = fptrunc float %v1213 to half
  %v1577 = bitcast half %v1576 to i16
  %v1578 = zext i16 %v1577 to i32
  store i32 %v1578, i32 addrspace(3)* %v1575, align 4
  %v1579 = or i32 %v1477, 4097
  %v1580 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1581 = getelementptr inbounds i32, i32 addrspace(3)* %v1580, i32 %v1579
  %v1582 = fptrunc float %v1214 to half
  %v1583 = bitcast half %v1582 to i16
  %v1584 = zext i16 %v1583 to i32
  store i32 %v1584, i32 addrspace(3)* %v1581, align 4
  %v1585 = or i32 %v1477, 4098
  %v1586 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1587 = getelementptr inbounds i32, i32 addrspace(3)* %v1586, i32 %v1585
  %v1588 = fptrunc float %v1215 to half
  %v1589 = bitcast half %v1588 to i16
  %v1590 = zext i16 %v1589 to i32
  store i32 %v1590, i32 addrspace(3)* %v1587, align 4
  %v1591 = or i32 %v1477, 4099
  %v1592 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1593 = getelementptr inbounds i32, i32 addrspace(3)* %v1592, i32 %v1591
  %v1594 = fptrunc float %v1216 to half
  %v1595 = bitcast half %v1594 to i16
  %v1596 = zext i16 %v1595 to i32
  store i32 %v1596, i32 addrspace(3)* %v1593, align 4
  %v1597 = or i32 %v1477, 4100
  %v1598 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1599 = getelementptr inbounds i32, i32 addrspace(3)* %v1598, i32 %v1597
  %v1600 = fptrunc float %v1217 to half
  %v1601 = bitcast half %v1600 to i16
  %v1602 = zext i16 %v1601 to i32
  store i32 %v1602, i32 addrspace(3)* %v1599, align 4
  %v1603 = or i32 %v1477, 4101
  %v1604 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1605 = getelementptr inbounds i32, i32 addrspace(3)* %v1604, i32 %v1603
  %v1606 = fptrunc float %v1218 to half
  %v1607 = bitcast half %v1606 to i16
  %v1608 = zext i16 %v1607 to i32
  store i32 %v1608, i32 addrspace(3)* %v1605, align 4
  %v1609 = or i32 %v1477, 4102
  %v1610 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1611 = getelementptr inbounds i32, i32 addrspace(3)* %v1610, i32 %v1609
  %v1612 = fptrunc float %v1219 to half
  %v1613 = bitcast half %v1612 to i16
  %v1614 = zext i16 %v1613 to i32
  store i32 %v1614, i32 addrspace(3)* %v1611, align 4
  %v1615 = or i32 %v1477, 4103
  %v1616 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1617 = getelementptr inbounds i32, i32 addrspace(3)* %v1616, i32 %v1615
  %v1618 = fptrunc float %v1220 to half
  %v1619 = bitcast half %v1618 to i16
  %v1620 = zext i16 %v1619 to i32
  store i32 %v1620, i32 addrspace(3)* %v1617, align 4
  %v1621 = or i32 %v1477, 6144
  %v1622 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1623 = getelementptr inbounds i32, i32 addrspace(3)* %v1622, i32 %v1621
  %v1624 = fptrunc float %v1221 to half
  %v1625 = bitcast half %v1624 to i16
  %v1626 = zext i16 %v1625 to i32
  store i32 %v1626, i32 addrspace(3)* %v1623, align 4
  %v1627 = or i32 %v1477, 6145
  %v1628 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1629 = getelementptr inbounds i32, i32 addrspace(3)* %v1628, i32 %v1627
  %v1630 = fptrunc float %v1222 to half
  %v1631 = bitcast half %v1630 to i16
  %v1632 = zext i16 %v1631 to i32
  store i32 %v1632, i32 addrspace(3)* %v1629, align 4
  %v1633 = or i32 %v1477, 6146
  %v1634 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1635 = getelementptr inbounds i32, i32 addrspace(3)* %v1634, i32 %v1633
  %v1636 = fptrunc float %v1223 to half
  %v1637 = bitcast half %v1636 to i16
  %v1638 = zext i16 %v1637 to i32
  store i32 %v1638, i32 addrspace(3)* %v1635, align 4
  %v1639 = or i32 %v1477, 6147
  %v1640 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1641 = getelementptr inbounds i32, i32 addrspace(3)* %v1640, i32 %v1639
  %v1642 = fptrunc float %v1224 to half
  %v1643 = bitcast half %v1642 to i16
  %v1644 = zext i16 %v1643 to i32
  store i32 %v1644, i32 addrspace(3)* %v1641, align 4
  %v1645 = or i32 %v1477, 6148
  %v1646 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1647 = getelementptr inbounds i32, i32 addrspace(3)* %v1646, i32 %v1645
  %v1648 = fptrunc float %v1225 to half
  %v1649 = bitcast half %v1648 to i16
  %v1650 = zext i16 %v1649 to i32
  store i32 %v1650, i32 addrspace(3)* %v1647, align 4
  %v1651 = or i32 %v1477, 6149
  %v1652 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1653 = getelementptr inbounds i32, i32 addrspace(3)* %v1652, i32 %v1651
  %v1654 = fptrunc float %v1226 to half
  %v1655 = bitcast half %v1654 to i16
  %v1656 = zext i16 %v1655 to i32
  store i32 %v1656, i32 addrspace(3)* %v1653, align 4
  %v1657 = or i32 %v1477, 6150
  %v1658 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1659 = getelementptr inbounds i32, i32 addrspace(3)* %v1658, i32 %v1657
  %v1660 = fptrunc float %v1227 to half
  %v1661 = bitcast half %v1660 to i16
  %v1662 = zext i16 %v1661 to i32
  store i32 %v1662, i32 addrspace(3)* %v1659, align 4
  %v1663 = or i32 %v1477, 6151
  %v1664 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1665 = getelementptr inbounds i32, i32 addrspace(3)* %v1664, i32 %v1663
  %v1666 = fptrunc float %v1228 to half
  %v1667 = bitcast half %v1666 to i16
  %v1668 = zext i16 %v1667 to i32
  store i32 %v1668, i32 addrspace(3)* %v1665, align 4
  call void @llvm.nvvm.barrier0()
  %v1669 = and i32 %v2, 1
  %v1670 = shl i32 %v1669, 2
  %v1671 = lshr i32 %v2, 1
  %v1672 = and i32 %v1671, 1
  %v1673 = shl i32 %v1672, 3
  %v1674 = or i32 %v1670, %v1673
  %v1675 = lshr i32 %v2, 2
  %v1676 = and i32 %v1675, 1
  %v1677 = shl i32 %v1676, 4
  %v1678 = or i32 %v1674, %v1677
  %v1679 = lshr i32 %v2, 3
  %v1680 = and i32 %v1679, 1
  %v1681 = shl i32 %v1680, 5
  %v1682 = or i32 %v1678, %v1681
  %v1683 = lshr i32 %v2, 4
  %v1684 = and i32 %v1683, 1
  %v1685 = shl i32 %v1684, 6
  %v1686 = or i32 %v1682, %v1685
  %v1687 = and i32 %v3, 1
  %v1688 = shl i32 %v1687, 7
  %v1689 = or i32 %v1686, %v1688
  %v1690 = lshr i32 %v3, 1
  %v1691 = and i32 %v1690, 1
  %v1692 = shl i32 %v1691, 8
  %v1693 = or i32 %v1689, %v1692
  %v1694 = lshr i32 %v3, 2
  %v1695 = and i32 %v1694, 1
  %v1696 = shl i32 %v1695, 9
  %v1697 = or i32 %v1693, %v1696
  %v1698 = lshr i32 %v1697, 7
  %v1699 = and i32 %v1698, 127
  %v1700 = and i32 %v1697, 127
  %v1701 = mul i32 %v1699, 64
  %v1702 = add i32 %v1700, 1
  %v1703 = mul i32 %v1699, 64
  %v1704 = add i32 %v1700, 2
  %v1705 = mul i32 %v1699, 64
  %v1706 = add i32 %v1700, 3
  %v1707 = mul i32 %v1699, 64
  %v1708 = add i32 %v1699, 8
  %v1709 = mul i32 %v1708, 64
  %v1710 = add i32 %v1699, 8
  %v1711 = add i32 %v1700, 1
  %v1712 = mul i32 %v1710, 64
  %v1713 = add i32 %v1699, 8
  %v1714 = add i32 %v1700, 2
  %v1715 = mul i32 %v1713, 64
  %v1716 = add i32 %v1699, 8
  %v1717 = add i32 %v1700, 3
  %v1718 = mul i32 %v1716, 64
  %v1719 = add i32 %v1699, 16
  %v1720 = mul i32 %v1719, 64
  %v1721 = add i32 %v1699, 16
  %v1722 = add i32 %v1700, 1
  %v1723 = mul i32 %v1721, 64
  %v1724 = add i32 %v1699, 16
  %v1725 = add i32 %v1700, 2
  %v1726 = mul i32 %v1724, 64
  %v1727 = add i32 %v1699, 16
  %v1728 = add i32 %v1700, 3
  %v1729 = mul i32 %v1727, 64
  %v1730 = add i32 %v1699, 24
  %v1731 = mul i32 %v1730, 64
  %v1732 = add i32 %v1699, 24
  %v1733 = add i32 %v1700, 1
  %v1734 = mul i32 %v1732, 64
  %v1735 = add i32 %v1699, 24
  %v1736 = add i32 %v1700, 2
  %v1737 = mul i32 %v1735, 64
  %v1738 = add i32 %v1699, 24
  %v1739 = add i32 %v1700, 3
  %v1740 = mul i32 %v1738, 64
  %v1741 = add i32 %v1699, 32
  %v1742 = mul i32 %v1741, 64
  %v1743 = add i32 %v1699, 32
  %v1744 = add i32 %v1700, 1
  %v1745 = mul i32 %v1743, 64
  %v1746 = add i32 %v1699, 32
  %v1747 = add i32 %v1700, 2
  %v1748 = mul i32 %v1746, 64
  %v1749 = add i32 %v1699, 32
  %v1750 = add i32 %v1700, 3
  %v1751 = mul i32 %v1749, 64
  %v1752 = add i32 %v1699, 40
  %v1753 = mul i32 %v1752, 64
  %v1754 = add i32 %v1699, 40
  %v1755 = add i32 %v1700, 1
  %v1756 = mul i32 %v1754, 64
  %v1757 = add i32 %v1699, 40
  %v1758 = add i32 %v1700, 2
  %v1759 = mul i32 %v1757, 64
  %v1760 = add i32 %v1699, 40
  %v1761 = add i32 %v1700, 3
  %v1762 = mul i32 %v1760, 64
  %v1763 = add i32 %v1699, 48
  %v1764 = mul i32 %v1763, 64
  %v1765 = add i32 %v1699, 48
  %v1766 = add i32 %v1700, 1
  %v1767 = mul i32 %v1765, 64
  %v1768 = add i32 %v1699, 48
  %v1769 = add i32 %v1700, 2
  %v1770 = mul i32 %v1768, 64
  %v1771 = add i32 %v1699, 48
  %v1772 = add i32 %v1700, 3
  %v1773 = mul i32 %v1771, 64
  %v1774 = add i32 %v1699, 56
  %v1775 = mul i32 %v1774, 64
  %v1776 = add i32 %v1699, 56
  %v1777 = add i32 %v1700, 1
  %v1778 = mul i32 %v1776, 64
  %v1779 = add i32 %v1699, 56
  %v1780 = add i32 %v1700, 2
  %v1781 = mul i32 %v1779, 64
  %v1782 = add i32 %v1699, 56
  %v1783 = add i32 %v1700, 3
  %v1784 = mul i32 %v1782, 64
  %v1785 = add i32 %v1699, 64
  %v1786 = mul i32 %v1785, 64
  %v1787 = add i32 %v1699, 64
  %v1788 = add i32 %v1700, 1
  %v1789 = mul i32 %v1787, 64
  %v1790 = add i32 %v1699, 64
  %v1791 = add i32 %v1700, 2
  %v1792 = mul i32 %v1790, 64
  %v1793 = add i32 %v1699, 64
  %v1794 = add i32 %v1700, 3
  %v1795 = mul i32 %v1793, 64
  %v1796 = add i32 %v1699, 72
  %v1797 = mul i32 %v1796, 64
  %v1798 = add i32 %v1699, 72
  %v1799 = add i32 %v1700, 1
  %v1800 = mul i32 %v1798, 64
  %v1801 = add i32 %v1699, 72
  %v1802 = add i32 %v1700, 2
  %v1803 = mul i32 %v1801, 64
  %v1804 = add i32 %v1699, 72
  %v1805 = add i32 %v1700, 3
  %v1806 = mul i32 %v1804, 64
  %v1807 = add i32 %v1699, 80
  %v1808 = mul i32 %v1807, 64
  %v1809 = add i32 %v1699, 80
  %v1810 = add i32 %v1700, 1
  %v1811 = mul i32 %v1809, 64
  %v1812 = add i32 %v1699, 80
  %v1813 = add i32 %v1700, 2
  %v1814 = mul i32 %v1812, 64
  %v1815 = add i32 %v1699, 80
  %v1816 = add i32 %v1700, 3
  %v1817 = mul i32 %v1815, 64
  %v1818 = add i32 %v1699, 88
  %v1819 = mul i32 %v1818, 64
  %v1820 = add i32 %v1699, 88
  %v1821 = add i32 %v1700, 1
  %v1822 = mul i32 %v1820, 64
  %v1823 = add i32 %v1699, 88
  %v1824 = add i32 %v1700, 2
  %v1825 = mul i32 %v1823, 64
  %v1826 = add i32 %v1699, 88
  %v1827 = add i32 %v1700, 3
  %v1828 = mul i32 %v1826, 64
  %v1829 = add i32 %v1699, 96
  %v1830 = mul i32 %v1829, 64
  %v1831 = add i32 %v1699, 96
  %v1832 = add i32 %v1700, 1
  %v1833 = mul i32 %v1831, 64
  %v1834 = add i32 %v1699, 96
  %v1835 = add i32 %v1700, 2
  %v1836 = mul i32 %v1834, 64
  %v1837 = add i32 %v1699, 96
  %v1838 = add i32 %v1700, 3
  %v1839 = mul i32 %v1837, 64
  %v1840 = add i32 %v1699, 104
  %v1841 = mul i32 %v1840, 64
  %v1842 = add i32 %v1699, 104
  %v1843 = add i32 %v1700, 1
  %v1844 = mul i32 %v1842, 64
  %v1845 = add i32 %v1699, 104
  %v1846 = add i32 %v1700, 2
  %v1847 = mul i32 %v1845, 64
  %v1848 = add i32 %v1699, 104
  %v1849 = add i32 %v1700, 3
  %v1850 = mul i32 %v1848, 64
  %v1851 = add i32 %v1699, 112
  %v1852 = mul i32 %v1851, 64
  %v1853 = add i32 %v1699, 112
  %v1854 = add i32 %v1700, 1
  %v1855 = mul i32 %v1853, 64
  %v1856 = add i32 %v1699, 112
  %v1857 = add i32 %v1700, 2
  %v1858 = mul i32 %v1856, 64
  %v1859 = add i32 %v1699, 112
  %v1860 = add i32 %v1700, 3
  %v1861 = mul i32 %v1859, 64
  %v1862 = add i32 %v1699, 120
  %v1863 = mul i32 %v1862, 64
  %v1864 = add i32 %v1699, 120
  %v1865 = add i32 %v1700, 1
  %v1866 = mul i32 %v1864, 64
  %v1867 = add i32 %v1699, 120
  %v1868 = add i32 %v1700, 2
  %v1869 = mul i32 %v1867, 64
  %v1870 = add i32 %v1699, 120
  %v1871 = add i32 %v1700, 3
  %v1872 = mul i32 %v1870, 64
  br label %mma_k34
ld18:
  %v952 = load <2 x i32>, <2 x i32> addrspace(1)* %v951, align 8
  %v953 = extractelement <2 x i32> %v952, i32 0
  %v954 = trunc i32 %v953 to i16
  %v955 = bitcast i16 %v954 to half
  %v956 = fpext half %v955 to float
  %v957 = extractelement <2 x i32> %v952, i32 0
  %v958 = lshr i32 %v957, 16
  %v959 = trunc i32 %v958 to i16
  %v960 = bitcast i16 %v959 to half
  %v961 = fpext half %v960 to float
  %v962 = extractelement <2 x i32> %v952, i32 1
  %v963 = trunc i32 %v962 to i16
  %v964 = bitcast i16 %v963 to half
  %v965 = fpext half %v964 to float
  %v966 = extractelement <2 x i32> %v952, i32 1
  %v967 = lshr i32 %v966, 16
  %v968 = trunc i32 %v967 to i16
  %v969 = bitcast i16 %v968 to half
  %v970 = fpext half %v969 to float
  br label %ld_next19
ld_next19:
  %v971 = phi float [ %v956, %ld18 ], [ 0x0000000000000000, %ld_edge16 ]
  %v972 = phi float [ %v961, %ld18 ], [ 0x0000000000000000, %ld_edge16 ]
  %v973 = phi float [ %v965, %ld18 ], [ 0x0000000000000000, %ld_edge16 ]
  %v974 = phi float [ %v970, %ld18 ], [ 0x0000000000000000, %ld_edge16 ]
  %v975 = icmp ult i64 %v710, %v712
  %v976 = add i64 %v723, 4
  %v977 = add i64 %v721, 4
  %v978 = icmp ult i64 %v977, %v722
  %v979 = and i1 %v975, %v978
  %v980 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v976
  %v981 = bitcast half addrspace(1)* %v980 to <2 x i32> addrspace(1)*
  br i1 %v979, label %ld20, label %ld_next21
ld20:
  %v982 = load <2 x i32>, <2 x i32> addrspace(1)* %v981, align 8
  %v983 = extractelement <2 x i32> %v982, i32 0
  %v984 = trunc i32 %v983 to i16
  %v985 = bitcast i16 %v984 to half
  %v986 = fpext half %v985 to float
  %v987 = extractelement <2 x i32> %v982, i32 0
  %v988 = lshr i32 %v987, 16
  %v989 = trunc i32 %v988 to i16
  %v990 = bitcast i16 %v989 to half
  %v991 = fpext half %v990 to float
  %v992 = extractelement <2 x i32> %v982, i32 1
  %v993 = trunc i32 %v992 to i16
  %v994 = bitcast i16 %v993 to half
  %v995 = fpext half %v994 to float
  %v996 = extractelement <2 x i32> %v982, i32 1
  %v997 = lshr i32 %v996, 16
  %v998 = trunc i32 %v997 to i16
  %v999 = bitcast i16 %v998 to half
  %v1000 = fpext half %v999 to float
  br label %ld_next21
ld_next21:
  %v1001 = phi float [ %v986, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v1002 = phi float [ %v991, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v1003 = phi float [ %v995, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v1004 = phi float [ %v1000, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v1005 = mul i64 16, %v711
  %v1006 = add i64 %v723, %v1005
  %v1007 = add i64 %v710, 16
  %v1008 = icmp ult i64 %v1007, %v712
  %v1009 = icmp ult i64 %v721, %v722
  %v1010 = and i1 %v1008, %v1009
  %v1011 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v1006
  %v1012 = bitcast half addrspace(1)* %v1011 to <2 x i32> addrspace(1)*
  br i1 %v1010, label %ld22, label %ld_next23
ld22:
  %v1013 = load <2 x i32>, <2 x i32> addrspace(1)* %v1012, align 8
  %v1014 = extractelement <2 x i32> %v1013, i32 0
  %v1015 = trunc i32 %v1014 to i16
  %v1016 = bitcast i16 %v1015 to half
  %v1017 = fpext half %v1016 to float
  %v1018 = extractelement <2 x i32> %v1013, i32 0
  %v1019 = lshr i32 %v1018, 16
  %v1020 = trunc i32 %v1019 to i16
  %v1021 = bitcast i16 %v1020 to half
  %v1022 = fpext half %v1021 to float
  %v1023 = extractelement <2 x i32> %v1013, i32 1
  %v1024 = trunc i32 %v1023 to i16
  %v1025 = bitcast i16 %v1024 to half
  %v1026 = fpext half %v1025 to float
  %v1027 = extractelement <2 x i32> %v1013, i32 1
  %v1028 = lshr i32 %v1027, 16
  %v1029 = trunc i32 %v1028 to i16
  %v1030 = bitcast i16 %v1029 to half
  %v1031 = fpext half %v1030 to float
  br label %ld_next23
ld_next23:
  %v1032 = phi float [ %v1017, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v1033 = phi float [ %v1022, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v1034 = phi float [ %v1026, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v1035 = phi float [ %v1031, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v1036 = mul i64 16, %v711
  %v1037 = add i64 %v723, %v1036
  %v1038 = add i64 %v710, 16
  %v1039 = icmp ult i64 %v1038, %v712
  %v1040 = add i64 %v1037, 4
  %v1041 = add i64 %v721, 4
  %v1042 = icmp ult i64 %v1041, %v722
  %v1043 = and i1 %v1039, %v1042
  %v1044 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v1040
  %v1045 = bitcast half addrspace(1)* %v1044 to <2 x i32> addrspace(1)*
  br i1 %v1043, label %ld24, label %ld_next25
ld24:
  %v1046 = load <2 x i32>, <2 x i32> addrspace(1)* %v1045, align 8
  %v1047 = extractelement <2 x i32> %v1046, i32 0
  %v1048 = trunc i32 %v1047 to i16
  %v1049 = bitcast i16 %v1048 to half
  %v1050 = fpext half %v1049 to float
  %v1051 = extractelement <2 x i32> %v1046, i32 0
  %v1052 = lshr i32 %v1051, 16
  %v1053 = trunc i32 %v1052 to i16
  %v1054 = bitcast i16 %v1053 to half
  %v1055 = fpext half %v1054 to float
  %v1056 = extractelement <2 x i32> %v1046, i32 1
  %v1057 = trunc i32 %v1056 to i16
  %v1058 = bitcast i16 %v1057 to half
  %v1059 = fpext half %v1058 to float
  %v1060 = extractelement <2 x i32> %v1046, i32 1
  %v1061 = lshr i32 %v1060, 16
  %v1062 = trunc i32 %v1061 to i16
  %v1063 = bitcast i16 %v1062 to half
  %v1064 = fpext half %v1063 to float
  br label %ld_next25
ld_next25:
  %v1065 = phi float [ %v1050, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v1066 = phi float [ %v1055, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v1067 = phi float [ %v1059, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v1068 = phi float [ %v1064, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v1069 = mul i64 32, %v711
  %v1070 = add i64 %v723, %v1069
  %v1071 = add i64 %v710, 32
  %v1072 = icmp ult i64 %v1071, %v712
  %v1073 = icmp ult i64 %v721, %v722
  %v1074 = and i1 %v1072, %v1073
  %v1075 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v1070
  %v1076 = bitcast half addrspace(1)* %v1075 to <2 x i32> addrspace(1)*
  br i1 %v1074, label %ld26, label %ld_next27
ld26:
  %v1077 = load <2 x i32>, <2 x i32> addrspace(1)* %v1076, align 8
  %v1078 = extractelement <2 x i32> %v1077, i32 0
  %v1079 = trunc i32 %v1078 to i16
  %v1080 = bitcast i16 %v1079 to half
  %v1081 = fpext half %v1080 to float
  %v1082 = extractelement <2 x i32> %v1077, i32 0
  %v1083 = lshr i32 %v1082, 16
  %v1084 = trunc i32 %v1083 to i16
  %v1085 = bitcast i16 %v1084 to half
  %v1086 = fpext half %v1085 to float
  %v1087 = extractelement <2 x i32> %v1077, i32 1
  %v1088 = trunc i32 %v1087 to i16
  %v1089 = bitcast i16 %v1088 to half
  %v1090 = fpext half %v1089 to float
  %v1091 = extractelement <2 x i32> %v1077, i32 1
  %v1092 = lshr i32 %v1091, 16
  %v1093 = trunc i32 %v1092 to i16
  %v1094 = bitcast i16 %v1093 to half
  %v1095 = fpext half %v1094 to float
  br label %ld_next27
ld_next27:
  %v1096 = phi float [ %v1081, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v1097 = phi float [ %v1086, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v1098 = phi float [ %v1090, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v1099 = phi float [ %v1095, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v1100 = mul i64 32, %v711
  %v1101 = add i64 %v723, %v1100
  %v1102 = add i64 %v710, 32
  %v1103 = icmp ult i64 %v1102, %v712
  %v1104 = add i64 %v1101, 4
  %v1105 = add i64 %v721, 4
  %v1106 = icmp ult i64 %v1105, %v722
  %v1107 = and i1 %v1103, %v1106
  %v1108 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v1104
  %v1109 = bitcast half addrspace(1)* %v1108 to <2 x i32> addrspace(1)*
  br i1 %v1107, label %ld28, label %ld_next29
ld28:
  %v1110 = load <2 x i32>, <2 x i32> addrspace(1)* %v1109, align 8
  %v1111 = extractelement <2 x i32> %v1110, i32 0
  %v1112 = trunc i32 %v1111 to i16
  %v1113 = bitcast i16 %v1112 to half
  %v1114 = fpext half %v1113 to float
  %v1115 = extractelement <2 x i32> %v1110, i32 0
  %v1116 = lshr i32 %v1115, 16
  %v1117 = trunc i32 %v1116 to i16
  %v1118 = bitcast i16 %v1117 to half
  %v1119 = fpext half %v1118 to float
  %v1120 = extractelement <2 x i32> %v1110, i32 1
  %v1121 = trunc i32 %v1120 to i16
  %v1122 = bitcast i16 %v1121 to half
  %v1123 = fpext half %v1122 to float
  %v1124 = extractelement <2 x i32> %v1110, i32 1
  %v1125 = lshr i32 %v1124, 16
  %v1126 = trunc i32 %v1125 to i16
  %v1127 = bitcast i16 %v1126 to half
  %v1128 = fpext half %v1127 to float
  br label %ld_next29
ld_next29:
  %v1129 = phi float [ %v1114, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v1130 = phi float [ %v1119, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v1131 = phi float [ %v1123, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v1132 = phi float [ %v1128, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v1133 = mul i64 48, %v711
  %v1134 = add i64 %v723, %v1133
  %v1135 = add i64 %v710, 48
  %v1136 = icmp ult i64 %v1135, %v712
  %v1137 = icmp ult i64 %v721, %v722
  %v1138 = and i1 %v1136, %v1137
  %v1139 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v1134
  %v1140 = bitcast half addrspace(1)* %v1139 to <2 x i32> addrspace(1)*
  br i1 %v1138, label %ld30, label %ld_next31
ld30:
  %v1141 = load <2 x i32>, <2 x i32> addrspace(1)* %v1140, align 8
  %v1142 = extractelement <2 x i32> %v1141, i32 0
  %v1143 = trunc i32 %v1142 to i16
  %v1144 = bitcast i16 %v1143 to half
  %v1145 = fpext half %v1144 to float
  %v1146 = extractelement <2 x i32> %v1141, i32 0
  %v1147 = lshr i32 %v1146, 16
  %v1148 = trunc i32 %v1147 to i16
  %v1149 = bitcast i16 %v1148 to half
  %v1150 = fpext half %v1149 to float
  %v1151 = extractelement <2 x i32> %v1141, i32 1
  %v1152 = trunc i32 %v1151 to i16
  %v1153 = bitcast i16 %v1152 to half
  %v1154 = fpext half %v1153 to float
  %v1155 = extractelement <2 x i32> %v1141, i32 1
  %v1156 = lshr i32 %v1155, 16
  %v1157 = trunc i32 %v1156 to i16
  %v1158 = bitcast i16 %v1157 to half
  %v1159 = fpext half %v1158 to float
  br label %ld_next31
ld_next31:
  %v1160 = phi float [ %v1145, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v1161 = phi float [ %v1150, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v1162 = phi float [ %v1154, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v1163 = phi float [ %v1159, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v1164 = mul i64 48, %v711
  %v1165 = add i64 %v723, %v1164
  %v1166 = add i64 %v710, 48
  %v1167 = icmp ult i64 %v1166, %v712
  %v1168 = add i64 %v1165, 4
  %v1169 = add i64 %v721, 4
  %v1170 = icmp ult i64 %v1169, %v722
  %v1171 = and i1 %v1167, %v1170
  %v1172 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v1168
  %v1173 = bitcast half addrspace(1)* %v1172 to <2 x i32> addrspace(1)*
  br i1 %v1171, label %ld32, label %ld_next33
ld32:
  %v1174 = load <2 x i32>, <2 x i32> addrspace(1)* %v1173, align 8
  %v1175 = extractelement <2 x i32> %v1174, i32 0
  %v1176 = trunc i32 %v1175 to i16
  %v1177 = bitcast i16 %v1176 to half
  %v1178 = fpext half %v1177 to float
  %v1179 = extractelement <2 x i32> %v1174, i32 0
  %v1180 = lshr i32 %v1179, 16
  %v1181 = trunc i32 %v1180 to i16
  %v1182 = bitcast i16 %v1181 to half
  %v1183 = fpext half %v1182 to float
  %v1184 = extractelement <2 x i32> %v1174, i32 1
  %v1185 = trunc i32 %v1184 to i16
  %v1186 = bitcast i16 %v1185 to half
  %v1187 = fpext half %v1186 to float
  %v1188 = extractelement <2 x i32> %v1174, i32 1
  %v1189 = lshr i32 %v1188, 16
  %v1190 = trunc i32 %v1189 to i16
  %v1191 = bitcast i16 %v1190 to half
  %v1192 = fpext half %v1191 to float
  br label %ld_next33
ld_next33:
  %v1193 = phi float [ %v1178, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v1194 = phi float [ %v1183, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v1195 = phi float [ %v1187, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v1196 = phi float [ %v1192, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  br label %ld_done17
mma_k34:
  %v1873 = phi i32 [ 0, %ld_done17 ], [ %v2899, %mma_k34 ]
  %v1874 = phi float [ %v133, %ld_done17 ], [ %v1953, %mma_k34 ]
  %v1875 = phi float [ %v134, %ld_done17 ], [ %v1968, %mma_k34 ]
  %v1876 = phi float [ %v135, %ld_done17 ], [ %v1983, %mma_k34 ]
  %v1877 = phi float [ %v136, %ld_done17 ], [ %v1998, %mma_k34 ]
  %v1878 = phi float [ %v137, %ld_done17 ], [ %v2013, %mma_k34 ]
  %v1879 = phi float [ %v138, %ld_done17 ], [ %v2028, %mma_k34 ]
  %v1880 = phi float [ %v139, %ld_done17 ], [ %v2043, %mma_k34 ]
  %v1881 = phi float [ %v140, %ld_done17 ], [ %v2058, %mma_k34 ]
  %v1882 = phi float [ %v141, %ld_done17 ], [ %v2073, %mma_k34 ]
  %v1883 = phi float [ %v142, %ld_done17 ], [ %v2088, %mma_k34 ]
  %v1884 = phi float [ %v143, %ld_done17 ], [ %v2103, %mma_k34 ]
  %v1885 = phi float [ %v144, %ld_done17 ], [ %v2118, %mma_k34 ]
  %v1886 = phi float [ %v145, %ld_done17 ], [ %v2133, %mma_k34 ]
  %v1887 = phi float [ %v146, %ld_done17 ], [ %v2148, %mma_k34 ]
  %v1888 = phi float [ %v147, %ld_done17 ], [ %v2163, %mma_k34 ]
  %v1889 = phi float [ %v148, %ld_done17 ], [ %v2178, %mma_k34 ]
  %v1890 = phi float [ %v149, %ld_done17 ], [ %v2193, %mma_k34 ]
  %v1891 = phi float [ %v150, %ld_done17 ], [ %v2208, %mma_k34 ]
  %v1892 = phi float [ %v151, %ld_done17 ], [ %v2223, %mma_k34 ]
  %v1893 = phi float [ %v152, %ld_done17 ], [ %v2238, %mma_k34 ]
  %v1894 = phi float [ %v153, %ld_done17 ], [ %v2253, %mma_k34 ]
  %v1895 = phi float [ %v154, %ld_done17 ], [ %v2268, %mma_k34 ]
  %v1896 = phi float [ %v155, %ld_done17 ], [ %v2283, %mma_k34 ]
  %v1897 = phi float [ %v156, %ld_done17 ], [ %v2298, %mma_k34 ]
  %v1898 = phi float [ %v157, %ld_done17 ], [ %v2313, %mma_k34 ]
  %v1899 = phi float [ %v158, %ld_done17 ], [ %v2328, %mma_k34 ]
  %v1900 = phi float [ %v159, %ld_done17 ], [ %v2343, %mma_k34 ]
  %v1901 = phi float [ %v160, %ld_done17 ], [ %v2358, %mma_k34 ]
  %v1902 = phi float [ %v161, %ld_done17 ], [ %v2373, %mma_k34 ]
  %v1903 = phi float [ %v162, %ld_done17 ], [ %v2388, %mma_k34 ]
  %v1904 = phi float [ %v163, %ld_done17 ], [ %v2403, %mma_k34 ]
  %v1905 = phi float [ %v164, %ld_done17 ], [ %v2418, %mma_k34 ]
  %v1906 = phi float [ %v165, %ld_done17 ], [ %v2433, %mma_k34 ]
  %v1907 = phi float [ %v166, %ld_done17 ], [ %v2448, %mma_k34 ]
  %v1908 = phi float [ %v167, %ld_done17 ], [ %v2463, %mma_k34 ]
  %v1909 = phi float [ %v168, %ld_done17 ], [ %v2478, %mma_k34 ]
  %v1910 = phi float [ %v169, %ld_done17 ], [ %v2493, %mma_k34 ]
  %v1911 = phi float [ %v170, %ld_done17 ], [ %v2508, %mma_k34 ]
  %v1912 = phi float [ %v171, %ld_done17 ], [ %v2523, %mma_k34 ]
  %v1913 = phi float [ %v172, %ld_done17 ], [ %v2538, %mma_k34 ]
  %v1914 = phi float [ %v173, %ld_done17 ], [ %v2553, %mma_k34 ]
  %v1915 = phi float [ %v174, %ld_done17 ], [ %v2568, %mma_k34 ]
  %v1916 = phi float [ %v175, %ld_done17 ], [ %v2583, %mma_k34 ]
  %v1917 = phi float [ %v176, %ld_done17 ], [ %v2598, %mma_k34 ]
  %v1918 = phi float [ %v177, %ld_done17 ], [ %v2613, %mma_k34 ]
  %v1919 = phi float [ %v178, %ld_done17 ], [ %v2628, %mma_k34 ]
  %v1920 = phi float [ %v179, %ld_done17 ], [ %v2643, %mma_k34 ]
  %v1921 = phi float [ %v180, %ld_done17 ], [ %v2658, %mma_k34 ]
  %v1922 = phi float [ %v181, %ld_done17 ], [ %v2673, %mma_k34 ]
  %v1923 = phi float [ %v182, %ld_done17 ], [ %v2688, %mma_k34 ]
  %v1924 = phi float [ %v183, %ld_done17 ], [ %v2703, %mma_k34 ]
  %v1925 = phi float [ %v184, %ld_done17 ], [ %v2718, %mma_k34 ]
  %v1926 = phi float [ %v185, %ld_done17 ], [ %v2733, %mma_k34 ]
  %v1927 = phi float [ %v186, %ld_done17 ], [ %v2748, %mma_k34 ]
  %v1928 = phi float [ %v187, %ld_done17 ], [ %v2763, %mma_k34 ]
  %v1929 = phi float [ %v188, %ld_done17 ], [ %v2778, %mma_k34 ]
  %v1930 = phi float [ %v189, %ld_done17 ], [ %v2793, %mma_k34 ]
  %v1931 = phi float [ %v190, %ld_done17 ], [ %v2808, %mma_k34 ]
  %v1932 = phi float [ %v191, %ld_done17 ], [ %v2823, %mma_k34 ]
  %v1933 = phi float [ %v192, %ld_done17 ], [ %v2838, %mma_k34 ]
  %v1934 = phi float [ %v193, %ld_done17 ], [ %v2853, %mma_k34 ]
  %v1935 = phi float [ %v194, %ld_done17 ], [ %v2868, %mma_k34 ]
  %v1936 = phi float [ %v195, %ld_done17 ], [ %v2883, %mma_k34 ]
  %v1937 = phi float [ %v196, %ld_done17 ], [ %v2898, %mma_k34 ]
  %v1938 = mul i32 %v1873, 128
  %v1939 = add i32 %v1701, %v1873
  %v1940 = add i32 %v1700, %v1938
  %v1941 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1942 = getelementptr inbounds i32, i32 addrspace(3)* %v1941, i32 %v1939
  %v1943 = load i32, i32 addrspace(3)* %v1942, align 4
  %v1944 = trunc i32 %v1943 to i16
  %v1945 = bitcast i16 %v1944 to half
  %v1946 = fpext half %v1945 to float
  %v1947 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1948 = getelementptr inbounds i32, i32 addrspace(3)* %v1947, i32 %v1940
  %v1949 = load i32, i32 addrspace(3)* %v1948, align 4
  %v1950 = trunc i32 %v1949 to i16
  %v1951 = bitcast i16 %v1950 to half
  %v1952 = fpext half %v1951 to float
  %v1953 = call float @llvm.fma.f32(float %v1946, float %v1952, float %v1874)
  %v1954 = add i32 %v1703, %v1873
  %v1955 = add i32 %v1702, %v1938
  %v1956 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1957 = getelementptr inbounds i32, i32 addrspace(3)* %v1956, i32 %v1954
  %v1958 = load i32, i32 addrspace(3)* %v1957, align 4
  %v1959 = trunc i32 %v1958 to i16
  %v1960 = bitcast i16 %v1959 to half
  %v1961 = fpext half %v1960 to float
  %v1962 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1963 = getelementptr inbounds i32, i32 addrspace(3)* %v1962, i32 %v1955
  %v1964 = load i32, i32 addrspace(3)* %v1963, align 4
  %v1965 = trunc i32 %v1964 to i16
  %v1966 = bitcast i16 %v1965 to half
  %v1967 = fpext half %v1966 to float
  %v1968 = call float @llvm.fma.f32(float %v1961, float %v1967, float %v1875)
  %v1969 = add i32 %v1705, %v1873
  %v1970 = add i32 %v1704, %v1938
  %v1971 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1972 = getelementptr inbounds i32, i32 addrspace(3)* %v1971, i32 %v1969
  %v1973 = load i32, i32 addrspace(3)* %v1972, align 4
  %v1974 = trunc i32 %v1973 to i16
  %v1975 = bitcast i16 %v1974 to half
  %v1976 = fpext half %v1975 to float
  %v1977 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1978 = getelementptr inbounds i32, i32 addrspace(3)* %v1977, i32 %v1970
  %v1979 = load i32, i32 addrspace(3)* %v1978, align 4
  %v1980 = trunc i32 %v1979 to i16
  %v1981 = bitcast i16 %v1980 to half
  %v1982 = fpext half %v1981 to float
  %v1983 = call float @llvm.fma.f32(float %v1976, float %v1982, float %v1876)
  %v1984 = add i32 %v1707, %v1873
  %v1985 = add i32 %v1706, %v1938
  %v1986 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v1987 = getelementptr inbounds i32, i32 addrspace(3)* %v1986, i32 %v1984
  %v1988 = load i32, i32 addrspace(3)* %v1987, align 4
  %v1989 = trunc i32 %v1988 to i16
  %v1990 = bitcast i16 %v1989 to half
  %v1991 = fpext half %v1990 to float
  %v1992 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v1993 = getelementptr inbounds i32, i32 addrspace(3)* %v1992, i32 %v1985
  %v1994 = load i32, i32 addrspace(3)* %v1993, align 4
  %v1995 = trunc i32 %v1994 to i16
  %v1996 = bitcast i16 %v1995 to half
  %v1997 = fpext half %v1996 to float
  %v1998 = call float @llvm.fma.f32(float %v1991, float %v1997, float %v1877)
  %v1999 = add i32 %v1709, %v1873
  %v2000 = add i32 %v1700, %v1938
  %v2001 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2002 = getelementptr inbounds i32, i32 addrspace(3)* %v2001, i32 %v1999
  %v2003 = load i32, i32 addrspace(3)* %v2002, align 4
  %v2004 = trunc i32 %v2003 to i16
  %v2005 = bitcast i16 %v2004 to half
  %v2006 = fpext half %v2005 to float
  %v2007 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2008 = getelementptr inbounds i32, i32 addrspace(3)* %v2007, i32 %v2000
  %v2009 = load i32, i32 addrspace(3)* %v2008, align 4
  %v2010 = trunc i32 %v2009 to i16
  %v2011 = bitcast i16 %v2010 to half
  %v2012 = fpext half %v2011 to float
  %v2013 = call float @llvm.fma.f32(float %v2006, float %v2012, float %v1878)
  %v2014 = add i32 %v1712, %v1873
  %v2015 = add i32 %v1711, %v1938
  %v2016 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2017 = getelementptr inbounds i32, i32 addrspace(3)* %v2016, i32 %v2014
  %v2018 = load i32, i32 addrspace(3)* %v2017, align 4
  %v2019 = trunc i32 %v2018 to i16
  %v2020 = bitcast i16 %v2019 to half
  %v2021 = fpext half %v2020 to float
  %v2022 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2023 = getelementptr inbounds i32, i32 addrspace(3)* %v2022, i32 %v2015
  %v2024 = load i32, i32 addrspace(3)* %v2023, align 4
  %v2025 = trunc i32 %v2024 to i16
  %v2026 = bitcast i16 %v2025 to half
  %v2027 = fpext half %v2026 to float
  %v2028 = call float @llvm.fma.f32(float %v2021, float %v2027, float %v1879)
  %v2029 = add i32 %v1715, %v1873
  %v2030 = add i32 %v1714, %v1938
  %v2031 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2032 = getelementptr inbounds i32, i32 addrspace(3)* %v2031, i32 %v2029
  %v2033 = load i32, i32 addrspace(3)* %v2032, align 4
  %v2034 = trunc i32 %v2033 to i16
  %v2035 = bitcast i16 %v2034 to half
  %v2036 = fpext half %v2035 to float
  %v2037 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2038 = getelementptr inbounds i32, i32 addrspace(3)* %v2037, i32 %v2030
  %v2039 = load i32, i32 addrspace(3)* %v2038, align 4
  %v2040 = trunc i32 %v2039 to i16
  %v2041 = bitcast i16 %v2040 to half
  %v2042 = fpext half %v2041 to float
  %v2043 = call float @llvm.fma.f32(float %v2036, float %v2042, float %v1880)
  %v2044 = add i32 %v1718, %v1873
  %v2045 = add i32 %v1717, %v1938
  %v2046 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2047 = getelementptr inbounds i32, i32 addrspace(3)* %v2046, i32 %v2044
  %v2048 = load i32, i32 addrspace(3)* %v2047, align 4
  %v2049 = trunc i32 %v2048 to i16
  %v2050 = bitcast i16 %v2049 to half
  %v2051 = fpext half %v2050 to float
  %v2052 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2053 = getelementptr inbounds i32, i32 addrspace(3)* %v2052, i32 %v2045
  %v2054 = load i32, i32 addrspace(3)* %v2053, align 4
  %v2055 = trunc i32 %v2054 to i16
  %v2056 = bitcast i16 %v2055 to half
  %v2057 = fpext half %v2056 to float
  %v2058 = call float @llvm.fma.f32(float %v2051, float %v2057, float %v1881)
  %v2059 = add i32 %v1720, %v1873
  %v2060 = add i32 %v1700, %v1938
  %v2061 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2062 = getelementptr inbounds i32, i32 addrspace(3)* %v2061, i32 %v2059
  %v2063 = load i32, i32 addrspace(3)* %v2062, align 4
  %v2064 = trunc i32 %v2063 to i16
  %v2065 = bitcast i16 %v2064 to half
  %v2066 = fpext half %v2065 to float
  %v2067 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2068 = getelementptr inbounds i32, i32 addrspace(3)* %v2067, i32 %v2060
  %v2069 = load i32, i32 addrspace(3)* %v2068, align 4
  %v2070 = trunc i32 %v2069 to i16
  %v2071 = bitcast i16 %v2070 to half
  %v2072 = fpext half %v2071 to float
  %v2073 = call float @llvm.fma.f32(float %v2066, float %v2072, float %v1882)
  %v2074 = add i32 %v1723, %v1873
  %v2075 = add i32 %v1722, %v1938
  %v2076 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2077 = getelementptr inbounds i32, i32 addrspace(3)* %v2076, i32 %v2074
  %v2078 = load i32, i32 addrspace(3)* %v2077, align 4
  %v2079 = trunc i32 %v2078 to i16
  %v2080 = bitcast i16 %v2079 to half
  %v2081 = fpext half %v2080 to float
  %v2082 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2083 = getelementptr inbounds i32, i32 addrspace(3)* %v2082, i32 %v2075
  %v2084 = load i32, i32 addrspace(3)* %v2083, align 4
  %v2085 = trunc i32 %v2084 to i16
  %v2086 = bitcast i16 %v2085 to half
  %v2087 = fpext half %v2086 to float
  %v2088 = call float @llvm.fma.f32(float %v2081, float %v2087, float %v1883)
  %v2089 = add i32 %v1726, %v1873
  %v2090 = add i32 %v1725, %v1938
  %v2091 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2092 = getelementptr inbounds i32, i32 addrspace(3)* %v2091, i32 %v2089
  %v2093 = load i32, i32 addrspace(3)* %v2092, align 4
  %v2094 = trunc i32 %v2093 to i16
  %v2095 = bitcast i16 %v2094 to half
  %v2096 = fpext half %v2095 to float
  %v2097 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2098 = getelementptr inbounds i32, i32 addrspace(3)* %v2097, i32 %v2090
  %v2099 = load i32, i32 addrspace(3)* %v2098, align 4
  %v2100 = trunc i32 %v2099 to i16
  %v2101 = bitcast i16 %v2100 to half
  %v2102 = fpext half %v2101 to float
  %v2103 = call float @llvm.fma.f32(float %v2096, float %v2102, float %v1884)
  %v2104 = add i32 %v1729, %v1873
  %v2105 = add i32 %v1728, %v1938
  %v2106 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2107 = getelementptr inbounds i32, i32 addrspace(3)* %v2106, i32 %v2104
  %v2108 = load i32, i32 addrspace(3)* %v2107, align 4
  %v2109 = trunc i32 %v2108 to i16
  %v2110 = bitcast i16 %v2109 to half
  %v2111 = fpext half %v2110 to float
  %v2112 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2113 = getelementptr inbounds i32, i32 addrspace(3)* %v2112, i32 %v2105
  %v2114 = load i32, i32 addrspace(3)* %v2113, align 4
  %v2115 = trunc i32 %v2114 to i16
  %v2116 = bitcast i16 %v2115 to half
  %v2117 = fpext half %v2116 to float
  %v2118 = call float @llvm.fma.f32(float %v2111, float %v2117, float %v1885)
  %v2119 = add i32 %v1731, %v1873
  %v2120 = add i32 %v1700, %v1938
  %v2121 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2122 = getelementptr inbounds i32, i32 addrspace(3)* %v2121, i32 %v2119
  %v2123 = load i32, i32 addrspace(3)* %v2122, align 4
  %v2124 = trunc i32 %v2123 to i16
  %v2125 = bitcast i16 %v2124 to half
  %v2126 = fpext half %v2125 to float
  %v2127 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2128 = getelementptr inbounds i32, i32 addrspace(3)* %v2127, i32 %v2120
  %v2129 = load i32, i32 addrspace(3)* %v2128, align 4
  %v2130 = trunc i32 %v2129 to i16
  %v2131 = bitcast i16 %v2130 to half
  %v2132 = fpext half %v2131 to float
  %v2133 = call float @llvm.fma.f32(float %v2126, float %v2132, float %v1886)
  %v2134 = add i32 %v1734, %v1873
  %v2135 = add i32 %v1733, %v1938
  %v2136 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2137 = getelementptr inbounds i32, i32 addrspace(3)* %v2136, i32 %v2134
  %v2138 = load i32, i32 addrspace(3)* %v2137, align 4
  %v2139 = trunc i32 %v2138 to i16
  %v2140 = bitcast i16 %v2139 to half
  %v2141 = fpext half %v2140 to float
  %v2142 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2143 = getelementptr inbounds i32, i32 addrspace(3)* %v2142, i32 %v2135
  %v2144 = load i32, i32 addrspace(3)* %v2143, align 4
  %v2145 = trunc i32 %v2144 to i16
  %v2146 = bitcast i16 %v2145 to half
  %v2147 = fpext half %v2146 to float
  %v2148 = call float @llvm.fma.f32(float %v2141, float %v2147, float %v1887)
  %v2149 = add i32 %v1737, %v1873
  %v2150 = add i32 %v1736, %v1938
  %v2151 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2152 = getelementptr inbounds i32, i32 addrspace(3)* %v2151, i32 %v2149
  %v2153 = load i32, i32 addrspace(3)* %v2152, align 4
  %v2154 = trunc i32 %v2153 to i16
  %v2155 = bitcast i16 %v2154 to half
  %v2156 = fpext half %v2155 to float
  %v2157 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2158 = getelementptr inbounds i32, i32 addrspace(3)* %v2157, i32 %v2150
  %v2159 = load i32, i32 addrspace(3)* %v2158, align 4
  %v2160 = trunc i32 %v2159 to i16
  %v2161 = bitcast i16 %v2160 to half
  %v2162 = fpext half %v2161 to float
  %v2163 = call float @llvm.fma.f32(float %v2156, float %v2162, float %v1888)
  %v2164 = add i32 %v1740, %v1873
  %v2165 = add i32 %v1739, %v1938
  %v2166 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2167 = getelementptr inbounds i32, i32 addrspace(3)* %v2166, i32 %v2164
  %v2168 = load i32, i32 addrspace(3)* %v2167, align 4
  %v2169 = trunc i32 %v2168 to i16
  %v2170 = bitcast i16 %v2169 to half
  %v2171 = fpext half %v2170 to float
  %v2172 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2173 = getelementptr inbounds i32, i32 addrspace(3)* %v2172, i32 %v2165
  %v2174 = load i32, i32 addrspace(3)* %v2173, align 4
  %v2175 = trunc i32 %v2174 to i16
  %v2176 = bitcast i16 %v2175 to half
  %v2177 = fpext half %v2176 to float
  %v2178 = call float @llvm.fma.f32(float %v2171, float %v2177, float %v1889)
  %v2179 = add i32 %v1742, %v1873
  %v2180 = add i32 %v1700, %v1938
  %v2181 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2182 = getelementptr inbounds i32, i32 addrspace(3)* %v2181, i32 %v2179
  %v2183 = load i32, i32 addrspace(3)* %v2182, align 4
  %v2184 = trunc i32 %v2183 to i16
  %v2185 = bitcast i16 %v2184 to half
  %v2186 = fpext half %v2185 to float
  %v2187 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2188 = getelementptr inbounds i32, i32 addrspace(3)* %v2187, i32 %v2180
  %v2189 = load i32, i32 addrspace(3)* %v2188, align 4
  %v2190 = trunc i32 %v2189 to i16
  %v2191 = bitcast i16 %v2190 to half
  %v2192 = fpext half %v2191 to float
  %v2193 = call float @llvm.fma.f32(float %v2186, float %v2192, float %v1890)
  %v2194 = add i32 %v1745, %v1873
  %v2195 = add i32 %v1744, %v1938
  %v2196 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2197 = getelementptr inbounds i32, i32 addrspace(3)* %v2196, i32 %v2194
  %v2198 = load i32, i32 addrspace(3)* %v2197, align 4
  %v2199 = trunc i32 %v2198 to i16
  %v2200 = bitcast i16 %v2199 to half
  %v2201 = fpext half %v2200 to float
  %v2202 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2203 = getelementptr inbounds i32, i32 addrspace(3)* %v2202, i32 %v2195
  %v2204 = load i32, i32 addrspace(3)* %v2203, align 4
  %v2205 = trunc i32 %v2204 to i16
  %v2206 = bitcast i16 %v2205 to half
  %v2207 = fpext half %v2206 to float
  %v2208 = call float @llvm.fma.f32(float %v2201, float %v2207, float %v1891)
  %v2209 = add i32 %v1748, %v1873
  %v2210 = add i32 %v1747, %v1938
  %v2211 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2212 = getelementptr inbounds i32, i32 addrspace(3)* %v2211, i32 %v2209
  %v2213 = load i32, i32 addrspace(3)* %v2212, align 4
  %v2214 = trunc i32 %v2213 to i16
  %v2215 = bitcast i16 %v2214 to half
  %v2216 = fpext half %v2215 to float
  %v2217 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2218 = getelementptr inbounds i32, i32 addrspace(3)* %v2217, i32 %v2210
  %v2219 = load i32, i32 addrspace(3)* %v2218, align 4
  %v2220 = trunc i32 %v2219 to i16
  %v2221 = bitcast i16 %v2220 to half
  %v2222 = fpext half %v2221 to float
  %v2223 = call float @llvm.fma.f32(float %v2216, float %v2222, float %v1892)
  %v2224 = add i32 %v1751, %v1873
  %v2225 = add i32 %v1750, %v1938
  %v2226 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2227 = getelementptr inbounds i32, i32 addrspace(3)* %v2226, i32 %v2224
  %v2228 = load i32, i32 addrspace(3)* %v2227, align 4
  %v2229 = trunc i32 %v2228 to i16
  %v2230 = bitcast i16 %v2229 to half
  %v2231 = fpext half %v2230 to float
  %v2232 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2233 = getelementptr inbounds i32, i32 addrspace(3)* %v2232, i32 %v2225
  %v2234 = load i32, i32 addrspace(3)* %v2233, align 4
  %v2235 = trunc i32 %v2234 to i16
  %v2236 = bitcast i16 %v2235 to half
  %v2237 = fpext half %v2236 to float
  %v2238 = call float @llvm.fma.f32(float %v2231, float %v2237, float %v1893)
  %v2239 = add i32 %v1753, %v1873
  %v2240 = add i32 %v1700, %v1938
  %v2241 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2242 = getelementptr inbounds i32, i32 addrspace(3)* %v2241, i32 %v2239
  %v2243 = load i32, i32 addrspace(3)* %v2242, align 4
  %v2244 = trunc i32 %v2243 to i16
  %v2245 = bitcast i16 %v2244 to half
  %v2246 = fpext half %v2245 to float
  %v2247 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2248 = getelementptr inbounds i32, i32 addrspace(3)* %v2247, i32 %v2240
  %v2249 = load i32, i32 addrspace(3)* %v2248, align 4
  %v2250 = trunc i32 %v2249 to i16
  %v2251 = bitcast i16 %v2250 to half
  %v2252 = fpext half %v2251 to float
  %v2253 = call float @llvm.fma.f32(float %v2246, float %v2252, float %v1894)
  %v2254 = add i32 %v1756, %v1873
  %v2255 = add i32 %v1755, %v1938
  %v2256 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2257 = getelementptr inbounds i32, i32 addrspace(3)* %v2256, i32 %v2254
  %v2258 = load i32, i32 addrspace(3)* %v2257, align 4
  %v2259 = trunc i32 %v2258 to i16
  %v2260 = bitcast i16 %v2259 to half
  %v2261 = fpext half %v2260 to float
  %v2262 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2263 = getelementptr inbounds i32, i32 addrspace(3)* %v2262, i32 %v2255
  %v2264 = load i32, i32 addrspace(3)* %v2263, align 4
  %v2265 = trunc i32 %v2264 to i16
  %v2266 = bitcast i16 %v2265 to half
  %v2267 = fpext half %v2266 to float
  %v2268 = call float @llvm.fma.f32(float %v2261, float %v2267, float %v1895)
  %v2269 = add i32 %v1759, %v1873
  %v2270 = add i32 %v1758, %v1938
  %v2271 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2272 = getelementptr inbounds i32, i32 addrspace(3)* %v2271, i32 %v2269
  %v2273 = load i32, i32 addrspace(3)* %v2272, align 4
  %v2274 = trunc i32 %v2273 to i16
  %v2275 = bitcast i16 %v2274 to half
  %v2276 = fpext half %v2275 to float
  %v2277 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2278 = getelementptr inbounds i32, i32 addrspace(3)* %v2277, i32 %v2270
  %v2279 = load i32, i32 addrspace(3)* %v2278, align 4
  %v2280 = trunc i32 %v2279 to i16
  %v2281 = bitcast i16 %v2280 to half
  %v2282 = fpext half %v2281 to float
  %v2283 = call float @llvm.fma.f32(float %v2276, float %v2282, float %v1896)
  %v2284 = add i32 %v1762, %v1873
  %v2285 = add i32 %v1761, %v1938
  %v2286 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2287 = getelementptr inbounds i32, i32 addrspace(3)* %v2286, i32 %v2284
  %v2288 = load i32, i32 addrspace(3)* %v2287, align 4
  %v2289 = trunc i32 %v2288 to i16
  %v2290 = bitcast i16 %v2289 to half
  %v2291 = fpext half %v2290 to float
  %v2292 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2293 = getelementptr inbounds i32, i32 addrspace(3)* %v2292, i32 %v2285
  %v2294 = load i32, i32 addrspace(3)* %v2293, align 4
  %v2295 = trunc i32 %v2294 to i16
  %v2296 = bitcast i16 %v2295 to half
  %v2297 = fpext half %v2296 to float
  %v2298 = call float @llvm.fma.f32(float %v2291, float %v2297, float %v1897)
  %v2299 = add i32 %v1764, %v1873
  %v2300 = add i32 %v1700, %v1938
  %v2301 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2302 = getelementptr inbounds i32, i32 addrspace(3)* %v2301, i32 %v2299
  %v2303 = load i32, i32 addrspace(3)* %v2302, align 4
  %v2304 = trunc i32 %v2303 to i16
  %v2305 = bitcast i16 %v2304 to half
  %v2306 = fpext half %v2305 to float
  %v2307 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2308 = getelementptr inbounds i32, i32 addrspace(3)* %v2307, i32 %v2300
  %v2309 = load i32, i32 addrspace(3)* %v2308, align 4
  %v2310 = trunc i32 %v2309 to i16
  %v2311 = bitcast i16 %v2310 to half
  %v2312 = fpext half %v2311 to float
  %v2313 = call float @llvm.fma.f32(float %v2306, float %v2312, float %v1898)
  %v2314 = add i32 %v1767, %v1873
  %v2315 = add i32 %v1766, %v1938
  %v2316 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2317 = getelementptr inbounds i32, i32 addrspace(3)* %v2316, i32 %v2314
  %v2318 = load i32, i32 addrspace(3)* %v2317, align 4
  %v2319 = trunc i32 %v2318 to i16
  %v2320 = bitcast i16 %v2319 to half
  %v2321 = fpext half %v2320 to float
  %v2322 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2323 = getelementptr inbounds i32, i32 addrspace(3)* %v2322, i32 %v2315
  %v2324 = load i32, i32 addrspace(3)* %v2323, align 4
  %v2325 = trunc i32 %v2324 to i16
  %v2326 = bitcast i16 %v2325 to half
  %v2327 = fpext half %v2326 to float
  %v2328 = call float @llvm.fma.f32(float %v2321, float %v2327, float %v1899)
  %v2329 = add i32 %v1770, %v1873
  %v2330 = add i32 %v1769, %v1938
  %v2331 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2332 = getelementptr inbounds i32, i32 addrspace(3)* %v2331, i32 %v2329
  %v2333 = load i32, i32 addrspace(3)* %v2332, align 4
  %v2334 = trunc i32 %v2333 to i16
  %v2335 = bitcast i16 %v2334 to half
  %v2336 = fpext half %v2335 to float
  %v2337 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2338 = getelementptr inbounds i32, i32 addrspace(3)* %v2337, i32 %v2330
  %v2339 = load i32, i32 addrspace(3)* %v2338, align 4
  %v2340 = trunc i32 %v2339 to i16
  %v2341 = bitcast i16 %v2340 to half
  %v2342 = fpext half %v2341 to float
  %v2343 = call float @llvm.fma.f32(float %v2336, float %v2342, float %v1900)
  %v2344 = add i32 %v1773, %v1873
  %v2345 = add i32 %v1772, %v1938
  %v2346 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2347 = getelementptr inbounds i32, i32 addrspace(3)* %v2346, i32 %v2344
  %v2348 = load i32, i32 addrspace(3)* %v2347, align 4
  %v2349 = trunc i32 %v2348 to i16
  %v2350 = bitcast i16 %v2349 to half
  %v2351 = fpext half %v2350 to float
  %v2352 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2353 = getelementptr inbounds i32, i32 addrspace(3)* %v2352, i32 %v2345
  %v2354 = load i32, i32 addrspace(3)* %v2353, align 4
  %v2355 = trunc i32 %v2354 to i16
  %v2356 = bitcast i16 %v2355 to half
  %v2357 = fpext half %v2356 to float
  %v2358 = call float @llvm.fma.f32(float %v2351, float %v2357, float %v1901)
  %v2359 = add i32 %v1775, %v1873
  %v2360 = add i32 %v1700, %v1938
  %v2361 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2362 = getelementptr inbounds i32, i32 addrspace(3)* %v2361, i32 %v2359
  %v2363 = load i32, i32 addrspace(3)* %v2362, align 4
  %v2364 = trunc i32 %v2363 to i16
  %v2365 = bitcast i16 %v2364 to half
  %v2366 = fpext half %v2365 to float
  %v2367 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2368 = getelementptr inbounds i32, i32 addrspace(3)* %v2367, i32 %v2360
  %v2369 = load i32, i32 addrspace(3)* %v2368, align 4
  %v2370 = trunc i32 %v2369 to i16
  %v2371 = bitcast i16 %v2370 to half
  %v2372 = fpext half %v2371 to float
  %v2373 = call float @llvm.fma.f32(float %v2366, float %v2372, float %v1902)
  %v2374 = add i32 %v1778, %v1873
  %v2375 = add i32 %v1777, %v1938
  %v2376 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2377 = getelementptr inbounds i32, i32 addrspace(3)* %v2376, i32 %v2374
  %v2378 = load i32, i32 addrspace(3)* %v2377, align 4
  %v2379 = trunc i32 %v2378 to i16
  %v2380 = bitcast i16 %v2379 to half
  %v2381 = fpext half %v2380 to float
  %v2382 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2383 = getelementptr inbounds i32, i32 addrspace(3)* %v2382, i32 %v2375
  %v2384 = load i32, i32 addrspace(3)* %v2383, align 4
  %v2385 = trunc i32 %v2384 to i16
  %v2386 = bitcast i16 %v2385 to half
  %v2387 = fpext half %v2386 to float
  %v2388 = call float @llvm.fma.f32(float %v2381, float %v2387, float %v1903)
  %v2389 = add i32 %v1781, %v1873
  %v2390 = add i32 %v1780, %v1938
  %v2391 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2392 = getelementptr inbounds i32, i32 addrspace(3)* %v2391, i32 %v2389
  %v2393 = load i32, i32 addrspace(3)* %v2392, align 4
  %v2394 = trunc i32 %v2393 to i16
  %v2395 = bitcast i16 %v2394 to half
  %v2396 = fpext half %v2395 to float
  %v2397 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2398 = getelementptr inbounds i32, i32 addrspace(3)* %v2397, i32 %v2390
  %v2399 = load i32, i32 addrspace(3)* %v2398, align 4
  %v2400 = trunc i32 %v2399 to i16
  %v2401 = bitcast i16 %v2400 to half
  %v2402 = fpext half %v2401 to float
  %v2403 = call float @llvm.fma.f32(float %v2396, float %v2402, float %v1904)
  %v2404 = add i32 %v1784, %v1873
  %v2405 = add i32 %v1783, %v1938
  %v2406 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2407 = getelementptr inbounds i32, i32 addrspace(3)* %v2406, i32 %v2404
  %v2408 = load i32, i32 addrspace(3)* %v2407, align 4
  %v2409 = trunc i32 %v2408 to i16
  %v2410 = bitcast i16 %v2409 to half
  %v2411 = fpext half %v2410 to float
  %v2412 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2413 = getelementptr inbounds i32, i32 addrspace(3)* %v2412, i32 %v2405
  %v2414 = load i32, i32 addrspace(3)* %v2413, align 4
  %v2415 = trunc i32 %v2414 to i16
  %v2416 = bitcast i16 %v2415 to half
  %v2417 = fpext half %v2416 to float
  %v2418 = call float @llvm.fma.f32(float %v2411, float %v2417, float %v1905)
  %v2419 = add i32 %v1786, %v1873
  %v2420 = add i32 %v1700, %v1938
  %v2421 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2422 = getelementptr inbounds i32, i32 addrspace(3)* %v2421, i32 %v2419
  %v2423 = load i32, i32 addrspace(3)* %v2422, align 4
  %v2424 = trunc i32 %v2423 to i16
  %v2425 = bitcast i16 %v2424 to half
  %v2426 = fpext half %v2425 to float
  %v2427 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2428 = getelementptr inbounds i32, i32 addrspace(3)* %v2427, i32 %v2420
  %v2429 = load i32, i32 addrspace(3)* %v2428, align 4
  %v2430 = trunc i32 %v2429 to i16
  %v2431 = bitcast i16 %v2430 to half
  %v2432 = fpext half %v2431 to float
  %v2433 = call float @llvm.fma.f32(float %v2426, float %v2432, float %v1906)
  %v2434 = add i32 %v1789, %v1873
  %v2435 = add i32 %v1788, %v1938
  %v2436 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2437 = getelementptr inbounds i32, i32 addrspace(3)* %v2436, i32 %v2434
  %v2438 = load i32, i32 addrspace(3)* %v2437, align 4
  %v2439 = trunc i32 %v2438 to i16
  %v2440 = bitcast i16 %v2439 to half
  %v2441 = fpext half %v2440 to float
  %v2442 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2443 = getelementptr inbounds i32, i32 addrspace(3)* %v2442, i32 %v2435
  %v2444 = load i32, i32 addrspace(3)* %v2443, align 4
  %v2445 = trunc i32 %v2444 to i16
  %v2446 = bitcast i16 %v2445 to half
  %v2447 = fpext half %v2446 to float
  %v2448 = call float @llvm.fma.f32(float %v2441, float %v2447, float %v1907)
  %v2449 = add i32 %v1792, %v1873
  %v2450 = add i32 %v1791, %v1938
  %v2451 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2452 = getelementptr inbounds i32, i32 addrspace(3)* %v2451, i32 %v2449
  %v2453 = load i32, i32 addrspace(3)* %v2452, align 4
  %v2454 = trunc i32 %v2453 to i16
  %v2455 = bitcast i16 %v2454 to half
  %v2456 = fpext half %v2455 to float
  %v2457 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2458 = getelementptr inbounds i32, i32 addrspace(3)* %v2457, i32 %v2450
  %v2459 = load i32, i32 addrspace(3)* %v2458, align 4
  %v2460 = trunc i32 %v2459 to i16
  %v2461 = bitcast i16 %v2460 to half
  %v2462 = fpext half %v2461 to float
  %v2463 = call float @llvm.fma.f32(float %v2456, float %v2462, float %v1908)
  %v2464 = add i32 %v1795, %v1873
  %v2465 = add i32 %v1794, %v1938
  %v2466 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2467 = getelementptr inbounds i32, i32 addrspace(3)* %v2466, i32 %v2464
  %v2468 = load i32, i32 addrspace(3)* %v2467, align 4
  %v2469 = trunc i32 %v2468 to i16
  %v2470 = bitcast i16 %v2469 to half
  %v2471 = fpext half %v2470 to float
  %v2472 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2473 = getelementptr inbounds i32, i32 addrspace(3)* %v2472, i32 %v2465
  %v2474 = load i32, i32 addrspace(3)* %v2473, align 4
  %v2475 = trunc i32 %v2474 to i16
  %v2476 = bitcast i16 %v2475 to half
  %v2477 = fpext half %v2476 to float
  %v2478 = call float @llvm.fma.f32(float %v2471, float %v2477, float %v1909)
  %v2479 = add i32 %v1797, %v1873
  %v2480 = add i32 %v1700, %v1938
  %v2481 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2482 = getelementptr inbounds i32, i32 addrspace(3)* %v2481, i32 %v2479
  %v2483 = load i32, i32 addrspace(3)* %v2482, align 4
  %v2484 = trunc i32 %v2483 to i16
  %v2485 = bitcast i16 %v2484 to half
  %v2486 = fpext half %v2485 to float
  %v2487 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2488 = getelementptr inbounds i32, i32 addrspace(3)* %v2487, i32 %v2480
  %v2489 = load i32, i32 addrspace(3)* %v2488, align 4
  %v2490 = trunc i32 %v2489 to i16
  %v2491 = bitcast i16 %v2490 to half
  %v2492 = fpext half %v2491 to float
  %v2493 = call float @llvm.fma.f32(float %v2486, float %v2492, float %v1910)
  %v2494 = add i32 %v1800, %v1873
  %v2495 = add i32 %v1799, %v1938
  %v2496 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2497 = getelementptr inbounds i32, i32 addrspace(3)* %v2496, i32 %v2494
  %v2498 = load i32, i32 addrspace(3)* %v2497, align 4
  %v2499 = trunc i32 %v2498 to i16
  %v2500 = bitcast i16 %v2499 to half
  %v2501 = fpext half %v2500 to float
  %v2502 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2503 = getelementptr inbounds i32, i32 addrspace(3)* %v2502, i32 %v2495
  %v2504 = load i32, i32 addrspace(3)* %v2503, align 4
  %v2505 = trunc i32 %v2504 to i16
  %v2506 = bitcast i16 %v2505 to half
  %v2507 = fpext half %v2506 to float
  %v2508 = call float @llvm.fma.f32(float %v2501, float %v2507, float %v1911)
  %v2509 = add i32 %v1803, %v1873
  %v2510 = add i32 %v1802, %v1938
  %v2511 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2512 = getelementptr inbounds i32, i32 addrspace(3)* %v2511, i32 %v2509
  %v2513 = load i32, i32 addrspace(3)* %v2512, align 4
  %v2514 = trunc i32 %v2513 to i16
  %v2515 = bitcast i16 %v2514 to half
  %v2516 = fpext half %v2515 to float
  %v2517 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2518 = getelementptr inbounds i32, i32 addrspace(3)* %v2517, i32 %v2510
  %v2519 = load i32, i32 addrspace(3)* %v2518, align 4
  %v2520 = trunc i32 %v2519 to i16
  %v2521 = bitcast i16 %v2520 to half
  %v2522 = fpext half %v2521 to float
  %v2523 = call float @llvm.fma.f32(float %v2516, float %v2522, float %v1912)
  %v2524 = add i32 %v1806, %v1873
  %v2525 = add i32 %v1805, %v1938
  %v2526 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2527 = getelementptr inbounds i32, i32 addrspace(3)* %v2526, i32 %v2524
  %v2528 = load i32, i32 addrspace(3)* %v2527, align 4
  %v2529 = trunc i32 %v2528 to i16
  %v2530 = bitcast i16 %v2529 to half
  %v2531 = fpext half %v2530 to float
  %v2532 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2533 = getelementptr inbounds i32, i32 addrspace(3)* %v2532, i32 %v2525
  %v2534 = load i32, i32 addrspace(3)* %v2533, align 4
  %v2535 = trunc i32 %v2534 to i16
  %v2536 = bitcast i16 %v2535 to half
  %v2537 = fpext half %v2536 to float
  %v2538 = call float @llvm.fma.f32(float %v2531, float %v2537, float %v1913)
  %v2539 = add i32 %v1808, %v1873
  %v2540 = add i32 %v1700, %v1938
  %v2541 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2542 = getelementptr inbounds i32, i32 addrspace(3)* %v2541, i32 %v2539
  %v2543 = load i32, i32 addrspace(3)* %v2542, align 4
  %v2544 = trunc i32 %v2543 to i16
  %v2545 = bitcast i16 %v2544 to half
  %v2546 = fpext half %v2545 to float
  %v2547 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2548 = getelementptr inbounds i32, i32 addrspace(3)* %v2547, i32 %v2540
  %v2549 = load i32, i32 addrspace(3)* %v2548, align 4
  %v2550 = trunc i32 %v2549 to i16
  %v2551 = bitcast i16 %v2550 to half
  %v2552 = fpext half %v2551 to float
  %v2553 = call float @llvm.fma.f32(float %v2546, float %v2552, float %v1914)
  %v2554 = add i32 %v1811, %v1873
  %v2555 = add i32 %v1810, %v1938
  %v2556 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2557 = getelementptr inbounds i32, i32 addrspace(3)* %v2556, i32 %v2554
  %v2558 = load i32, i32 addrspace(3)* %v2557, align 4
  %v2559 = trunc i32 %v2558 to i16
  %v2560 = bitcast i16 %v2559 to half
  %v2561 = fpext half %v2560 to float
  %v2562 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2563 = getelementptr inbounds i32, i32 addrspace(3)* %v2562, i32 %v2555
  %v2564 = load i32, i32 addrspace(3)* %v2563, align 4
  %v2565 = trunc i32 %v2564 to i16
  %v2566 = bitcast i16 %v2565 to half
  %v2567 = fpext half %v2566 to float
  %v2568 = call float @llvm.fma.f32(float %v2561, float %v2567, float %v1915)
  %v2569 = add i32 %v1814, %v1873
  %v2570 = add i32 %v1813, %v1938
  %v2571 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2572 = getelementptr inbounds i32, i32 addrspace(3)* %v2571, i32 %v2569
  %v2573 = load i32, i32 addrspace(3)* %v2572, align 4
  %v2574 = trunc i32 %v2573 to i16
  %v2575 = bitcast i16 %v2574 to half
  %v2576 = fpext half %v2575 to float
  %v2577 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2578 = getelementptr inbounds i32, i32 addrspace(3)* %v2577, i32 %v2570
  %v2579 = load i32, i32 addrspace(3)* %v2578, align 4
  %v2580 = trunc i32 %v2579 to i16
  %v2581 = bitcast i16 %v2580 to half
  %v2582 = fpext half %v2581 to float
  %v2583 = call float @llvm.fma.f32(float %v2576, float %v2582, float %v1916)
  %v2584 = add i32 %v1817, %v1873
  %v2585 = add i32 %v1816, %v1938
  %v2586 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2587 = getelementptr inbounds i32, i32 addrspace(3)* %v2586, i32 %v2584
  %v2588 = load i32, i32 addrspace(3)* %v2587, align 4
  %v2589 = trunc i32 %v2588 to i16
  %v2590 = bitcast i16 %v2589 to half
  %v2591 = fpext half %v2590 to float
  %v2592 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2593 = getelementptr inbounds i32, i32 addrspace(3)* %v2592, i32 %v2585
  %v2594 = load i32, i32 addrspace(3)* %v2593, align 4
  %v2595 = trunc i32 %v2594 to i16
  %v2596 = bitcast i16 %v2595 to half
  %v2597 = fpext half %v2596 to float
  %v2598 = call float @llvm.fma.f32(float %v2591, float %v2597, float %v1917)
  %v2599 = add i32 %v1819, %v1873
  %v2600 = add i32 %v1700, %v1938
  %v2601 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2602 = getelementptr inbounds i32, i32 addrspace(3)* %v2601, i32 %v2599
  %v2603 = load i32, i32 addrspace(3)* %v2602, align 4
  %v2604 = trunc i32 %v2603 to i16
  %v2605 = bitcast i16 %v2604 to half
  %v2606 = fpext half %v2605 to float
  %v2607 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2608 = getelementptr inbounds i32, i32 addrspace(3)* %v2607, i32 %v2600
  %v2609 = load i32, i32 addrspace(3)* %v2608, align 4
  %v2610 = trunc i32 %v2609 to i16
  %v2611 = bitcast i16 %v2610 to half
  %v2612 = fpext half %v2611 to float
  %v2613 = call float @llvm.fma.f32(float %v2606, float %v2612, float %v1918)
  %v2614 = add i32 %v1822, %v1873
  %v2615 = add i32 %v1821, %v1938
  %v2616 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2617 = getelementptr inbounds i32, i32 addrspace(3)* %v2616, i32 %v2614
  %v2618 = load i32, i32 addrspace(3)* %v2617, align 4
  %v2619 = trunc i32 %v2618 to i16
  %v2620 = bitcast i16 %v2619 to half
  %v2621 = fpext half %v2620 to float
  %v2622 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2623 = getelementptr inbounds i32, i32 addrspace(3)* %v2622, i32 %v2615
  %v2624 = load i32, i32 addrspace(3)* %v2623, align 4
  %v2625 = trunc i32 %v2624 to i16
  %v2626 = bitcast i16 %v2625 to half
  %v2627 = fpext half %v2626 to float
  %v2628 = call float @llvm.fma.f32(float %v2621, float %v2627, float %v1919)
  %v2629 = add i32 %v1825, %v1873
  %v2630 = add i32 %v1824, %v1938
  %v2631 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2632 = getelementptr inbounds i32, i32 addrspace(3)* %v2631, i32 %v2629
  %v2633 = load i32, i32 addrspace(3)* %v2632, align 4
  %v2634 = trunc i32 %v2633 to i16
  %v2635 = bitcast i16 %v2634 to half
  %v2636 = fpext half %v2635 to float
  %v2637 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2638 = getelementptr inbounds i32, i32 addrspace(3)* %v2637, i32 %v2630
  %v2639 = load i32, i32 addrspace(3)* %v2638, align 4
  %v2640 = trunc i32 %v2639 to i16
  %v2641 = bitcast i16 %v2640 to half
  %v2642 = fpext half %v2641 to float
  %v2643 = call float @llvm.fma.f32(float %v2636, float %v2642, float %v1920)
  %v2644 = add i32 %v1828, %v1873
  %v2645 = add i32 %v1827, %v1938
  %v2646 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2647 = getelementptr inbounds i32, i32 addrspace(3)* %v2646, i32 %v2644
  %v2648 = load i32, i32 addrspace(3)* %v2647, align 4
  %v2649 = trunc i32 %v2648 to i16
  %v2650 = bitcast i16 %v2649 to half
  %v2651 = fpext half %v2650 to float
  %v2652 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2653 = getelementptr inbounds i32, i32 addrspace(3)* %v2652, i32 %v2645
  %v2654 = load i32, i32 addrspace(3)* %v2653, align 4
  %v2655 = trunc i32 %v2654 to i16
  %v2656 = bitcast i16 %v2655 to half
  %v2657 = fpext half %v2656 to float
  %v2658 = call float @llvm.fma.f32(float %v2651, float %v2657, float %v1921)
  %v2659 = add i32 %v1830, %v1873
  %v2660 = add i32 %v1700, %v1938
  %v2661 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2662 = getelementptr inbounds i32, i32 addrspace(3)* %v2661, i32 %v2659
  %v2663 = load i32, i32 addrspace(3)* %v2662, align 4
  %v2664 = trunc i32 %v2663 to i16
  %v2665 = bitcast i16 %v2664 to half
  %v2666 = fpext half %v2665 to float
  %v2667 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2668 = getelementptr inbounds i32, i32 addrspace(3)* %v2667, i32 %v2660
  %v2669 = load i32, i32 addrspace(3)* %v2668, align 4
  %v2670 = trunc i32 %v2669 to i16
  %v2671 = bitcast i16 %v2670 to half
  %v2672 = fpext half %v2671 to float
  %v2673 = call float @llvm.fma.f32(float %v2666, float %v2672, float %v1922)
  %v2674 = add i32 %v1833, %v1873
  %v2675 = add i32 %v1832, %v1938
  %v2676 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2677 = getelementptr inbounds i32, i32 addrspace(3)* %v2676, i32 %v2674
  %v2678 = load i32, i32 addrspace(3)* %v2677, align 4
  %v2679 = trunc i32 %v2678 to i16
  %v2680 = bitcast i16 %v2679 to half
  %v2681 = fpext half %v2680 to float
  %v2682 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2683 = getelementptr inbounds i32, i32 addrspace(3)* %v2682, i32 %v2675
  %v2684 = load i32, i32 addrspace(3)* %v2683, align 4
  %v2685 = trunc i32 %v2684 to i16
  %v2686 = bitcast i16 %v2685 to half
  %v2687 = fpext half %v2686 to float
  %v2688 = call float @llvm.fma.f32(float %v2681, float %v2687, float %v1923)
  %v2689 = add i32 %v1836, %v1873
  %v2690 = add i32 %v1835, %v1938
  %v2691 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2692 = getelementptr inbounds i32, i32 addrspace(3)* %v2691, i32 %v2689
  %v2693 = load i32, i32 addrspace(3)* %v2692, align 4
  %v2694 = trunc i32 %v2693 to i16
  %v2695 = bitcast i16 %v2694 to half
  %v2696 = fpext half %v2695 to float
  %v2697 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2698 = getelementptr inbounds i32, i32 addrspace(3)* %v2697, i32 %v2690
  %v2699 = load i32, i32 addrspace(3)* %v2698, align 4
  %v2700 = trunc i32 %v2699 to i16
  %v2701 = bitcast i16 %v2700 to half
  %v2702 = fpext half %v2701 to float
  %v2703 = call float @llvm.fma.f32(float %v2696, float %v2702, float %v1924)
  %v2704 = add i32 %v1839, %v1873
  %v2705 = add i32 %v1838, %v1938
  %v2706 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2707 = getelementptr inbounds i32, i32 addrspace(3)* %v2706, i32 %v2704
  %v2708 = load i32, i32 addrspace(3)* %v2707, align 4
  %v2709 = trunc i32 %v2708 to i16
  %v2710 = bitcast i16 %v2709 to half
  %v2711 = fpext half %v2710 to float
  %v2712 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2713 = getelementptr inbounds i32, i32 addrspace(3)* %v2712, i32 %v2705
  %v2714 = load i32, i32 addrspace(3)* %v2713, align 4
  %v2715 = trunc i32 %v2714 to i16
  %v2716 = bitcast i16 %v2715 to half
  %v2717 = fpext half %v2716 to float
  %v2718 = call float @llvm.fma.f32(float %v2711, float %v2717, float %v1925)
  %v2719 = add i32 %v1841, %v1873
  %v2720 = add i32 %v1700, %v1938
  %v2721 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2722 = getelementptr inbounds i32, i32 addrspace(3)* %v2721, i32 %v2719
  %v2723 = load i32, i32 addrspace(3)* %v2722, align 4
  %v2724 = trunc i32 %v2723 to i16
  %v2725 = bitcast i16 %v2724 to half
  %v2726 = fpext half %v2725 to float
  %v2727 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2728 = getelementptr inbounds i32, i32 addrspace(3)* %v2727, i32 %v2720
  %v2729 = load i32, i32 addrspace(3)* %v2728, align 4
  %v2730 = trunc i32 %v2729 to i16
  %v2731 = bitcast i16 %v2730 to half
  %v2732 = fpext half %v2731 to float
  %v2733 = call float @llvm.fma.f32(float %v2726, float %v2732, float %v1926)
  %v2734 = add i32 %v1844, %v1873
  %v2735 = add i32 %v1843, %v1938
  %v2736 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2737 = getelementptr inbounds i32, i32 addrspace(3)* %v2736, i32 %v2734
  %v2738 = load i32, i32 addrspace(3)* %v2737, align 4
  %v2739 = trunc i32 %v2738 to i16
  %v2740 = bitcast i16 %v2739 to half
  %v2741 = fpext half %v2740 to float
  %v2742 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2743 = getelementptr inbounds i32, i32 addrspace(3)* %v2742, i32 %v2735
  %v2744 = load i32, i32 addrspace(3)* %v2743, align 4
  %v2745 = trunc i32 %v2744 to i16
  %v2746 = bitcast i16 %v2745 to half
  %v2747 = fpext half %v2746 to float
  %v2748 = call float @llvm.fma.f32(float %v2741, float %v2747, float %v1927)
  %v2749 = add i32 %v1847, %v1873
  %v2750 = add i32 %v1846, %v1938
  %v2751 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2752 = getelementptr inbounds i32, i32 addrspace(3)* %v2751, i32 %v2749
  %v2753 = load i32, i32 addrspace(3)* %v2752, align 4
  %v2754 = trunc i32 %v2753 to i16
  %v2755 = bitcast i16 %v2754 to half
  %v2756 = fpext half %v2755 to float
  %v2757 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2758 = getelementptr inbounds i32, i32 addrspace(3)* %v2757, i32 %v2750
  %v2759 = load i32, i32 addrspace(3)* %v2758, align 4
  %v2760 = trunc i32 %v2759 to i16
  %v2761 = bitcast i16 %v2760 to half
  %v2762 = fpext half %v2761 to float
  %v2763 = call float @llvm.fma.f32(float %v2756, float %v2762, float %v1928)
  %v2764 = add i32 %v1850, %v1873
  %v2765 = add i32 %v1849, %v1938
  %v2766 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2767 = getelementptr inbounds i32, i32 addrspace(3)* %v2766, i32 %v2764
  %v2768 = load i32, i32 addrspace(3)* %v2767, align 4
  %v2769 = trunc i32 %v2768 to i16
  %v2770 = bitcast i16 %v2769 to half
  %v2771 = fpext half %v2770 to float
  %v2772 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2773 = getelementptr inbounds i32, i32 addrspace(3)* %v2772, i32 %v2765
  %v2774 = load i32, i32 addrspace(3)* %v2773, align 4
  %v2775 = trunc i32 %v2774 to i16
  %v2776 = bitcast i16 %v2775 to half
  %v2777 = fpext half %v2776 to float
  %v2778 = call float @llvm.fma.f32(float %v2771, float %v2777, float %v1929)
  %v2779 = add i32 %v1852, %v1873
  %v2780 = add i32 %v1700, %v1938
  %v2781 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2782 = getelementptr inbounds i32, i32 addrspace(3)* %v2781, i32 %v2779
  %v2783 = load i32, i32 addrspace(3)* %v2782, align 4
  %v2784 = trunc i32 %v2783 to i16
  %v2785 = bitcast i16 %v2784 to half
  %v2786 = fpext half %v2785 to float
  %v2787 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2788 = getelementptr inbounds i32, i32 addrspace(3)* %v2787, i32 %v2780
  %v2789 = load i32, i32 addrspace(3)* %v2788, align 4
  %v2790 = trunc i32 %v2789 to i16
  %v2791 = bitcast i16 %v2790 to half
  %v2792 = fpext half %v2791 to float
  %v2793 = call float @llvm.fma.f32(float %v2786, float %v2792, float %v1930)
  %v2794 = add i32 %v1855, %v1873
  %v2795 = add i32 %v1854, %v1938
  %v2796 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2797 = getelementptr inbounds i32, i32 addrspace(3)* %v2796, i32 %v2794
  %v2798 = load i32, i32 addrspace(3)* %v2797, align 4
  %v2799 = trunc i32 %v2798 to i16
  %v2800 = bitcast i16 %v2799 to half
  %v2801 = fpext half %v2800 to float
  %v2802 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2803 = getelementptr inbounds i32, i32 addrspace(3)* %v2802, i32 %v2795
  %v2804 = load i32, i32 addrspace(3)* %v2803, align 4
  %v2805 = trunc i32 %v2804 to i16
  %v2806 = bitcast i16 %v2805 to half
  %v2807 = fpext half %v2806 to float
  %v2808 = call float @llvm.fma.f32(float %v2801, float %v2807, float %v1931)
  %v2809 = add i32 %v1858, %v1873
  %v2810 = add i32 %v1857, %v1938
  %v2811 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2812 = getelementptr inbounds i32, i32 addrspace(3)* %v2811, i32 %v2809
  %v2813 = load i32, i32 addrspace(3)* %v2812, align 4
  %v2814 = trunc i32 %v2813 to i16
  %v2815 = bitcast i16 %v2814 to half
  %v2816 = fpext half %v2815 to float
  %v2817 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2818 = getelementptr inbounds i32, i32 addrspace(3)* %v2817, i32 %v2810
  %v2819 = load i32, i32 addrspace(3)* %v2818, align 4
  %v2820 = trunc i32 %v2819 to i16
  %v2821 = bitcast i16 %v2820 to half
  %v2822 = fpext half %v2821 to float
  %v2823 = call float @llvm.fma.f32(float %v2816, float %v2822, float %v1932)
  %v2824 = add i32 %v1861, %v1873
  %v2825 = add i32 %v1860, %v1938
  %v2826 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2827 = getelementptr inbounds i32, i32 addrspace(3)* %v2826, i32 %v2824
  %v2828 = load i32, i32 addrspace(3)* %v2827, align 4
  %v2829 = trunc i32 %v2828 to i16
  %v2830 = bitcast i16 %v2829 to half
  %v2831 = fpext half %v2830 to float
  %v2832 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2833 = getelementptr inbounds i32, i32 addrspace(3)* %v2832, i32 %v2825
  %v2834 = load i32, i32 addrspace(3)* %v2833, align 4
  %v2835 = trunc i32 %v2834 to i16
  %v2836 = bitcast i16 %v2835 to half
  %v2837 = fpext half %v2836 to float
  %v2838 = call float @llvm.fma.f32(float %v2831, float %v2837, float %v1933)
  %v2839 = add i32 %v1863, %v1873
  %v2840 = add i32 %v1700, %v1938
  %v2841 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2842 = getelementptr inbounds i32, i32 addrspace(3)* %v2841, i32 %v2839
  %v2843 = load i32, i32 addrspace(3)* %v2842, align 4
  %v2844 = trunc i32 %v2843 to i16
  %v2845 = bitcast i16 %v2844 to half
  %v2846 = fpext half %v2845 to float
  %v2847 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2848 = getelementptr inbounds i32, i32 addrspace(3)* %v2847, i32 %v2840
  %v2849 = load i32, i32 addrspace(3)* %v2848, align 4
  %v2850 = trunc i32 %v2849 to i16
  %v2851 = bitcast i16 %v2850 to half
  %v2852 = fpext half %v2851 to float
  %v2853 = call float @llvm.fma.f32(float %v2846, float %v2852, float %v1934)
  %v2854 = add i32 %v1866, %v1873
  %v2855 = add i32 %v1865, %v1938
  %v2856 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2857 = getelementptr inbounds i32, i32 addrspace(3)* %v2856, i32 %v2854
  %v2858 = load i32, i32 addrspace(3)* %v2857, align 4
  %v2859 = trunc i32 %v2858 to i16
  %v2860 = bitcast i16 %v2859 to half
  %v2861 = fpext half %v2860 to float
  %v2862 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2863 = getelementptr inbounds i32, i32 addrspace(3)* %v2862, i32 %v2855
  %v2864 = load i32, i32 addrspace(3)* %v2863, align 4
  %v2865 = trunc i32 %v2864 to i16
  %v2866 = bitcast i16 %v2865 to half
  %v2867 = fpext half %v2866 to float
  %v2868 = call float @llvm.fma.f32(float %v2861, float %v2867, float %v1935)
  %v2869 = add i32 %v1869, %v1873
  %v2870 = add i32 %v1868, %v1938
  %v2871 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2872 = getelementptr inbounds i32, i32 addrspace(3)* %v2871, i32 %v2869
  %v2873 = load i32, i32 addrspace(3)* %v2872, align 4
  %v2874 = trunc i32 %v2873 to i16
  %v2875 = bitcast i16 %v2874 to half
  %v2876 = fpext half %v2875 to float
  %v2877 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2878 = getelementptr inbounds i32, i32 addrspace(3)* %v2877, i32 %v2870
  %v2879 = load i32, i32 addrspace(3)* %v2878, align 4
  %v2880 = trunc i32 %v2879 to i16
  %v2881 = bitcast i16 %v2880 to half
  %v2882 = fpext half %v2881 to float
  %v2883 = call float @llvm.fma.f32(float %v2876, float %v2882, float %v1936)
  %v2884 = add i32 %v1872, %v1873
  %v2885 = add i32 %v1871, %v1938
  %v2886 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v2887 = getelementptr inbounds i32, i32 addrspace(3)* %v2886, i32 %v2884
  %v2888 = load i32, i32 addrspace(3)* %v2887, align 4
  %v2889 = trunc i32 %v2888 to i16
  %v2890 = bitcast i16 %v2889 to half
  %v2891 = fpext half %v2890 to float
  %v2892 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 32768) to i32 addrspace(3)*
  %v2893 = getelementptr inbounds i32, i32 addrspace(3)* %v2892, i32 %v2885
  %v2894 = load i32, i32 addrspace(3)* %v2893, align 4
  %v2895 = trunc i32 %v2894 to i16
  %v2896 = bitcast i16 %v2895 to half
  %v2897 = fpext half %v2896 to float
  %v2898 = call float @llvm.fma.f32(float %v2891, float %v2897, float %v1937)
  %v2899 = add i32 %v1873, 1
  %v2900 = icmp slt i32 %v2899, 64
  br i1 %v2900, label %mma_k34, label %mma_done35
mma_done35:
  %v2901 = add i64 %v197, 1
  br label %for1
st_full36:
  %v3084 = icmp ult i64 %v3065, %v3067
  %v3085 = icmp ult i64 %v3076, %v3077
  %v3086 = and i1 %v3084, %v3085
  %v3087 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3078
  %v3088 = fptrunc float %v2903 to half
  %v3089 = fptrunc float %v2905 to half
  %v3090 = fptrunc float %v2907 to half
  %v3091 = fptrunc float %v2909 to half
  %v3092 = bitcast half %v3088 to i16
  %v3093 = zext i16 %v3092 to i32
  %v3094 = bitcast half %v3089 to i16
  %v3095 = zext i16 %v3094 to i32
  %v3096 = shl i32 %v3095, 16
  %v3097 = or i32 %v3093, %v3096
  %v3098 = bitcast half %v3090 to i16
  %v3099 = zext i16 %v3098 to i32
  %v3100 = bitcast half %v3091 to i16
  %v3101 = zext i16 %v3100 to i32
  %v3102 = shl i32 %v3101, 16
  %v3103 = or i32 %v3099, %v3102
  %v3104 = insertelement <2 x i32> undef, i32 %v3097, i32 0
  %v3105 = insertelement <2 x i32> %v3104, i32 %v3103, i32 1
  %v3106 = bitcast half addrspace(1)* %v3087 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3105, <2 x i32> addrspace(1)* %v3106, align 8
  %v3107 = mul i64 8, %v3066
  %v3108 = add i64 %v3078, %v3107
  %v3109 = add i64 %v3065, 8
  %v3110 = icmp ult i64 %v3109, %v3067
  %v3111 = icmp ult i64 %v3076, %v3077
  %v3112 = and i1 %v3110, %v3111
  %v3113 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3108
  %v3114 = fptrunc float %v2911 to half
  %v3115 = fptrunc float %v2913 to half
  %v3116 = fptrunc float %v2915 to half
  %v3117 = fptrunc float %v2917 to half
  %v3118 = bitcast half %v3114 to i16
  %v3119 = zext i16 %v3118 to i32
  %v3120 = bitcast half %v3115 to i16
  %v3121 = zext i16 %v3120 to i32
  %v3122 = shl i32 %v3121, 16
  %v3123 = or i32 %v3119, %v3122
  %v3124 = bitcast half %v3116 to i16
  %v3125 = zext i16 %v3124 to i32
  %v3126 = bitcast half %v3117 to i16
  %v3127 = zext i16 %v3126 to i32
  %v3128 = shl i32 %v3127, 16
  %v3129 = or i32 %v3125, %v3128
  %v3130 = insertelement <2 x i32> undef, i32 %v3123, i32 0
  %v3131 = insertelement <2 x i32> %v3130, i32 %v3129, i32 1
  %v3132 = bitcast half addrspace(1)* %v3113 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3131, <2 x i32> addrspace(1)* %v3132, align 8
  %v3133 = mul i64 16, %v3066
  %v3134 = add i64 %v3078, %v3133
  %v3135 = add i64 %v3065, 16
  %v3136 = icmp ult i64 %v3135, %v3067
  %v3137 = icmp ult i64 %v3076, %v3077
  %v3138 = and i1 %v3136, %v3137
  %v3139 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3134
  %v3140 = fptrunc float %v2919 to half
  %v3141 = fptrunc float %v2921 to half
  %v3142 = fptrunc float %v2923 to half
  %v3143 = fptrunc float %v2925 to half
  %v3144 = bitcast half %v3140 to i16
  %v3145 = zext i16 %v3144 to i32
  %v3146 = bitcast half %v3141 to i16
  %v3147 = zext i16 %v3146 to i32
  %v3148 = shl i32 %v3147, 16
  %v3149 = or i32 %v3145, %v3148
  %v3150 = bitcast half %v3142 to i16
  %v3151 = zext i16 %v3150 to i32
  %v3152 = bitcast half %v3143 to i16
  %v3153 = zext i16 %v3152 to i32
  %v3154 = shl i32 %v3153, 16
  %v3155 = or i32 %v3151, %v3154
  %v3156 = insertelement <2 x i32> undef, i32 %v3149, i32 0
  %v3157 = insertelement <2 x i32> %v3156, i32 %v3155, i32 1
  %v3158 = bitcast half addrspace(1)* %v3139 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3157, <2 x i32> addrspace(1)* %v3158, align 8
  %v3159 = mul i64 24, %v3066
  %v3160 = add i64 %v3078, %v3159
  %v3161 = add i64 %v3065, 24
  %v3162 = icmp ult i64 %v3161, %v3067
  %v3163 = icmp ult i64 %v3076, %v3077
  %v3164 = and i1 %v3162, %v3163
  %v3165 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3160
  %v3166 = fptrunc float %v2927 to half
  %v3167 = fptrunc float %v2929 to half
  %v3168 = fptrunc float %v2931 to half
  %v3169 = fptrunc float %v2933 to half
  %v3170 = bitcast half %v3166 to i16
  %v3171 = zext i16 %v3170 to i32
  %v3172 = bitcast half %v3167 to i16
  %v3173 = zext i16 %v3172 to i32
  %v3174 = shl i32 %v3173, 16
  %v3175 = or i32 %v3171, %v3174
  %v3176 = bitcast half %v3168 to i16
  %v3177 = zext i16 %v3176 to i32
  %v3178 = bitcast half %v3169 to i16
  %v3179 = zext i16 %v3178 to i32
  %v3180 = shl i32 %v3179, 16
  %v3181 = or i32 %v3177, %v3180
  %v3182 = insertelement <2 x i32> undef, i32 %v3175, i32 0
  %v3183 = insertelement <2 x i32> %v3182, i32 %v3181, i32 1
  %v3184 = bitcast half addrspace(1)* %v3165 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3183, <2 x i32> addrspace(1)* %v3184, align 8
  %v3185 = mul i64 32, %v3066
  %v3186 = add i64 %v3078, %v3185
  %v3187 = add i64 %v3065, 32
  %v3188 = icmp ult i64 %v3187, %v3067
  %v3189 = icmp ult i64 %v3076, %v3077
  %v3190 = and i1 %v3188, %v3189
  %v3191 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3186
  %v3192 = fptrunc float %v2935 to half
  %v3193 = fptrunc float %v2937 to half
  %v3194 = fptrunc float %v2939 to half
  %v3195 = fptrunc float %v2941 to half
  %v3196 = bitcast half %v3192 to i16
  %v3197 = zext i16 %v3196 to i32
  %v3198 = bitcast half %v3193 to i16
  %v3199 = zext i16 %v3198 to i32
  %v3200 = shl i32 %v3199, 16
  %v3201 = or i32 %v3197, %v3200
  %v3202 = bitcast half %v3194 to i16
  %v3203 = zext i16 %v3202 to i32
  %v3204 = bitcast half %v3195 to i16
  %v3205 = zext i16 %v3204 to i32
  %v3206 = shl i32 %v3205, 16
  %v3207 = or i32 %v3203, %v3206
  %v3208 = insertelement <2 x i32> undef, i32 %v3201, i32 0
  %v3209 = insertelement <2 x i32> %v3208, i32 %v3207, i32 1
  %v3210 = bitcast half addrspace(1)* %v3191 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3209, <2 x i32> addrspace(1)* %v3210, align 8
  %v3211 = mul i64 40, %v3066
  %v3212 = add i64 %v3078, %v3211
  %v3213 = add i64 %v3065, 40
  %v3214 = icmp ult i64 %v3213, %v3067
  %v3215 = icmp ult i64 %v3076, %v3077
  %v3216 = and i1 %v3214, %v3215
  %v3217 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3212
  %v3218 = fptrunc float %v2943 to half
  %v3219 = fptrunc float %v2945 to half
  %v3220 = fptrunc float %v2947 to half
  %v3221 = fptrunc float %v2949 to half
  %v3222 = bitcast half %v3218 to i16
  %v3223 = zext i16 %v3222 to i32
  %v3224 = bitcast half %v3219 to i16
  %v3225 = zext i16 %v3224 to i32
  %v3226 = shl i32 %v3225, 16
  %v3227 = or i32 %v3223, %v3226
  %v3228 = bitcast half %v3220 to i16
  %v3229 = zext i16 %v3228 to i32
  %v3230 = bitcast half %v3221 to i16
  %v3231 = zext i16 %v3230 to i32
  %v3232 = shl i32 %v3231, 16
  %v3233 = or i32 %v3229, %v3232
  %v3234 = insertelement <2 x i32> undef, i32 %v3227, i32 0
  %v3235 = insertelement <2 x i32> %v3234, i32 %v3233, i32 1
  %v3236 = bitcast half addrspace(1)* %v3217 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3235, <2 x i32> addrspace(1)* %v3236, align 8
  %v3237 = mul i64 48, %v3066
  %v3238 = add i64 %v3078, %v3237
  %v3239 = add i64 %v3065, 48
  %v3240 = icmp ult i64 %v3239, %v3067
  %v3241 = icmp ult i64 %v3076, %v3077
  %v3242 = and i1 %v3240, %v3241
  %v3243 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3238
  %v3244 = fptrunc float %v2951 to half
  %v3245 = fptrunc float %v2953 to half
  %v3246 = fptrunc float %v2955 to half
  %v3247 = fptrunc float %v2957 to half
  %v3248 = bitcast half %v3244 to i16
  %v3249 = zext i16 %v3248 to i32
  %v3250 = bitcast half %v3245 to i16
  %v3251 = zext i16 %v3250 to i32
  %v3252 = shl i32 %v3251, 16
  %v3253 = or i32 %v3249, %v3252
  %v3254 = bitcast half %v3246 to i16
  %v3255 = zext i16 %v3254 to i32
  %v3256 = bitcast half %v3247 to i16
  %v3257 = zext i16 %v3256 to i32
  %v3258 = shl i32 %v3257, 16
  %v3259 = or i32 %v3255, %v3258
  %v3260 = insertelement <2 x i32> undef, i32 %v3253, i32 0
  %v3261 = insertelement <2 x i32> %v3260, i32 %v3259, i32 1
  %v3262 = bitcast half addrspace(1)* %v3243 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3261, <2 x i32> addrspace(1)* %v3262, align 8
  %v3263 = mul i64 56, %v3066
  %v3264 = add i64 %v3078, %v3263
  %v3265 = add i64 %v3065, 56
  %v3266 = icmp ult i64 %v3265, %v3067
  %v3267 = icmp ult i64 %v3076, %v3077
  %v3268 = and i1 %v3266, %v3267
  %v3269 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3264
  %v3270 = fptrunc float %v2959 to half
  %v3271 = fptrunc float %v2961 to half
  %v3272 = fptrunc float %v2963 to half
  %v3273 = fptrunc float %v2965 to half
  %v3274 = bitcast half %v3270 to i16
  %v3275 = zext i16 %v3274 to i32
  %v3276 = bitcast half %v3271 to i16
  %v3277 = zext i16 %v3276 to i32
  %v3278 = shl i32 %v3277, 16
  %v3279 = or i32 %v3275, %v3278
  %v3280 = bitcast half %v3272 to i16
  %v3281 = zext i16 %v3280 to i32
  %v3282 = bitcast half %v3273 to i16
  %v3283 = zext i16 %v3282 to i32
  %v3284 = shl i32 %v3283, 16
  %v3285 = or i32 %v3281, %v3284
  %v3286 = insertelement <2 x i32> undef, i32 %v3279, i32 0
  %v3287 = insertelement <2 x i32> %v3286, i32 %v3285, i32 1
  %v3288 = bitcast half addrspace(1)* %v3269 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3287, <2 x i32> addrspace(1)* %v3288, align 8
  %v3289 = mul i64 64, %v3066
  %v3290 = add i64 %v3078, %v3289
  %v3291 = add i64 %v3065, 64
  %v3292 = icmp ult i64 %v3291, %v3067
  %v3293 = icmp ult i64 %v3076, %v3077
  %v3294 = and i1 %v3292, %v3293
  %v3295 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3290
  %v3296 = fptrunc float %v2967 to half
  %v3297 = fptrunc float %v2969 to half
  %v3298 = fptrunc float %v2971 to half
  %v3299 = fptrunc float %v2973 to half
  %v3300 = bitcast half %v3296 to i16
  %v3301 = zext i16 %v3300 to i32
  %v3302 = bitcast half %v3297 to i16
  %v3303 = zext i16 %v3302 to i32
  %v3304 = shl i32 %v3303, 16
  %v3305 = or i32 %v3301, %v3304
  %v3306 = bitcast half %v3298 to i16
  %v3307 = zext i16 %v3306 to i32
  %v3308 = bitcast half %v3299 to i16
  %v3309 = zext i16 %v3308 to i32
  %v3310 = shl i32 %v3309, 16
  %v3311 = or i32 %v3307, %v3310
  %v3312 = insertelement <2 x i32> undef, i32 %v3305, i32 0
  %v3313 = insertelement <2 x i32> %v3312, i32 %v3311, i32 1
  %v3314 = bitcast half addrspace(1)* %v3295 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3313, <2 x i32> addrspace(1)* %v3314, align 8
  %v3315 = mul i64 72, %v3066
  %v3316 = add i64 %v3078, %v3315
  %v3317 = add i64 %v3065, 72
  %v3318 = icmp ult i64 %v3317, %v3067
  %v3319 = icmp ult i64 %v3076, %v3077
  %v3320 = and i1 %v3318, %v3319
  %v3321 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3316
  %v3322 = fptrunc float %v2975 to half
  %v3323 = fptrunc float %v2977 to half
  %v3324 = fptrunc float %v2979 to half
  %v3325 = fptrunc float %v2981 to half
  %v3326 = bitcast half %v3322 to i16
  %v3327 = zext i16 %v3326 to i32
  %v3328 = bitcast half %v3323 to i16
  %v3329 = zext i16 %v3328 to i32
  %v3330 = shl i32 %v3329, 16
  %v3331 = or i32 %v3327, %v3330
  %v3332 = bitcast half %v3324 to i16
  %v3333 = zext i16 %v3332 to i32
  %v3334 = bitcast half %v3325 to i16
  %v3335 = zext i16 %v3334 to i32
  %v3336 = shl i32 %v3335, 16
  %v3337 = or i32 %v3333, %v3336
  %v3338 = insertelement <2 x i32> undef, i32 %v3331, i32 0
  %v3339 = insertelement <2 x i32> %v3338, i32 %v3337, i32 1
  %v3340 = bitcast half addrspace(1)* %v3321 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3339, <2 x i32> addrspace(1)* %v3340, align 8
  %v3341 = mul i64 80, %v3066
  %v3342 = add i64 %v3078, %v3341
  %v3343 = add i64 %v3065, 80
  %v3344 = icmp ult i64 %v3343, %v3067
  %v3345 = icmp ult i64 %v3076, %v3077
  %v3346 = and i1 %v3344, %v3345
  %v3347 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3342
  %v3348 = fptrunc float %v2983 to half
  %v3349 = fptrunc float %v2985 to half
  %v3350 = fptrunc float %v2987 to half
  %v3351 = fptrunc float %v2989 to half
  %v3352 = bitcast half %v3348 to i16
  %v3353 = zext i16 %v3352 to i32
  %v3354 = bitcast half %v3349 to i16
  %v3355 = zext i16 %v3354 to i32
  %v3356 = shl i32 %v3355, 16
  %v3357 = or i32 %v3353, %v3356
  %v3358 = bitcast half %v3350 to i16
  %v3359 = zext i16 %v3358 to i32
  %v3360 = bitcast half %v3351 to i16
  %v3361 = zext i16 %v3360 to i32
  %v3362 = shl i32 %v3361, 16
  %v3363 = or i32 %v3359, %v3362
  %v3364 = insertelement <2 x i32> undef, i32 %v3357, i32 0
  %v3365 = insertelement <2 x i32> %v3364, i32 %v3363, i32 1
  %v3366 = bitcast half addrspace(1)* %v3347 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3365, <2 x i32> addrspace(1)* %v3366, align 8
  %v3367 = mul i64 88, %v3066
  %v3368 = add i64 %v3078, %v3367
  %v3369 = add i64 %v3065, 88
  %v3370 = icmp ult i64 %v3369, %v3067
  %v3371 = icmp ult i64 %v3076, %v3077
  %v3372 = and i1 %v3370, %v3371
  %v3373 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3368
  %v3374 = fptrunc float %v2991 to half
  %v3375 = fptrunc float %v2993 to half
  %v3376 = fptrunc float %v2995 to half
  %v3377 = fptrunc float %v2997 to half
  %v3378 = bitcast half %v3374 to i16
  %v3379 = zext i16 %v3378 to i32
  %v3380 = bitcast half %v3375 to i16
  %v3381 = zext i16 %v3380 to i32
  %v3382 = shl i32 %v3381, 16
  %v3383 = or i32 %v3379, %v3382
  %v3384 = bitcast half %v3376 to i16
  %v3385 = zext i16 %v3384 to i32
  %v3386 = bitcast half %v3377 to i16
  %v3387 = zext i16 %v3386 to i32
  %v3388 = shl i32 %v3387, 16
  %v3389 = or i32 %v3385, %v3388
  %v3390 = insertelement <2 x i32> undef, i32 %v3383, i32 0
  %v3391 = insertelement <2 x i32> %v3390, i32 %v3389, i32 1
  %v3392 = bitcast half addrspace(1)* %v3373 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3391, <2 x i32> addrspace(1)* %v3392, align 8
  %v3393 = mul i64 96, %v3066
  %v3394 = add i64 %v3078, %v3393
  %v3395 = add i64 %v3065, 96
  %v3396 = icmp ult i64 %v3395, %v3067
  %v3397 = icmp ult i64 %v3076, %v3077
  %v3398 = and i1 %v3396, %v3397
  %v3399 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3394
  %v3400 = fptrunc float %v2999 to half
  %v3401 = fptrunc float %v3001 to half
  %v3402 = fptrunc float %v3003 to half
  %v3403 = fptrunc float %v3005 to half
  %v3404 = bitcast half %v3400 to i16
  %v3405 = zext i16 %v3404 to i32
  %v3406 = bitcast half %v3401 to i16
  %v3407 = zext i16 %v3406 to i32
  %v3408 = shl i32 %v3407, 16
  %v3409 = or i32 %v3405, %v3408
  %v3410 = bitcast half %v3402 to i16
  %v3411 = zext i16 %v3410 to i32
  %v3412 = bitcast half %v3403 to i16
  %v3413 = zext i16 %v3412 to i32
  %v3414 = shl i32 %v3413, 16
  %v3415 = or i32 %v3411, %v3414
  %v3416 = insertelement <2 x i32> undef, i32 %v3409, i32 0
  %v3417 = insertelement <2 x i32> %v3416, i32 %v3415, i32 1
  %v3418 = bitcast half addrspace(1)* %v3399 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3417, <2 x i32> addrspace(1)* %v3418, align 8
  %v3419 = mul i64 104, %v3066
  %v3420 = add i64 %v3078, %v3419
  %v3421 = add i64 %v3065, 104
  %v3422 = icmp ult i64 %v3421, %v3067
  %v3423 = icmp ult i64 %v3076, %v3077
  %v3424 = and i1 %v3422, %v3423
  %v3425 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3420
  %v3426 = fptrunc float %v3007 to half
  %v3427 = fptrunc float %v3009 to half
  %v3428 = fptrunc float %v3011 to half
  %v3429 = fptrunc float %v3013 to half
  %v3430 = bitcast half %v3426 to i16
  %v3431 = zext i16 %v3430 to i32
  %v3432 = bitcast half %v3427 to i16
  %v3433 = zext i16 %v3432 to i32
  %v3434 = shl i32 %v3433, 16
  %v3435 = or i32 %v3431, %v3434
  %v3436 = bitcast half %v3428 to i16
  %v3437 = zext i16 %v3436 to i32
  %v3438 = bitcast half %v3429 to i16
  %v3439 = zext i16 %v3438 to i32
  %v3440 = shl i32 %v3439, 16
  %v3441 = or i32 %v3437, %v3440
  %v3442 = insertelement <2 x i32> undef, i32 %v3435, i32 0
  %v3443 = insertelement <2 x i32> %v3442, i32 %v3441, i32 1
  %v3444 = bitcast half addrspace(1)* %v3425 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3443, <2 x i32> addrspace(1)* %v3444, align 8
  %v3445 = mul i64 112, %v3066
  %v3446 = add i64 %v3078, %v3445
  %v3447 = add i64 %v3065, 112
  %v3448 = icmp ult i64 %v3447, %v3067
  %v3449 = icmp ult i64 %v3076, %v3077
  %v3450 = and i1 %v3448, %v3449
  %v3451 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3446
  %v3452 = fptrunc float %v3015 to half
  %v3453 = fptrunc float %v3017 to half
  %v3454 = fptrunc float %v3019 to half
  %v3455 = fptrunc float %v3021 to half
  %v3456 = bitcast half %v3452 to i16
  %v3457 = zext i16 %v3456 to i32
  %v3458 = bitcast half %v3453 to i16
  %v3459 = zext i16 %v3458 to i32
  %v3460 = shl i32 %v3459, 16
  %v3461 = or i32 %v3457, %v3460
  %v3462 = bitcast half %v3454 to i16
  %v3463 = zext i16 %v3462 to i32
  %v3464 = bitcast half %v3455 to i16
  %v3465 = zext i16 %v3464 to i32
  %v3466 = shl i32 %v3465, 16
  %v3467 = or i32 %v3463, %v3466
  %v3468 = insertelement <2 x i32> undef, i32 %v3461, i32 0
  %v3469 = insertelement <2 x i32> %v3468, i32 %v3467, i32 1
  %v3470 = bitcast half addrspace(1)* %v3451 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3469, <2 x i32> addrspace(1)* %v3470, align 8
  %v3471 = mul i64 120, %v3066
  %v3472 = add i64 %v3078, %v3471
  %v3473 = add i64 %v3065, 120
  %v3474 = icmp ult i64 %v3473, %v3067
  %v3475 = icmp ult i64 %v3076, %v3077
  %v3476 = and i1 %v3474, %v3475
  %v3477 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3472
  %v3478 = fptrunc float %v3023 to half
  %v3479 = fptrunc float %v3025 to half
  %v3480 = fptrunc float %v3027 to half
  %v3481 = fptrunc float %v3029 to half
  %v3482 = bitcast half %v3478 to i16
  %v3483 = zext i16 %v3482 to i32
  %v3484 = bitcast half %v3479 to i16
  %v3485 = zext i16 %v3484 to i32
  %v3486 = shl i32 %v3485, 16
  %v3487 = or i32 %v3483, %v3486
  %v3488 = bitcast half %v3480 to i16
  %v3489 = zext i16 %v3488 to i32
  %v3490 = bitcast half %v3481 to i16
  %v3491 = zext i16 %v3490 to i32
  %v3492 = shl i32 %v3491, 16
  %v3493 = or i32 %v3489, %v3492
  %v3494 = insertelement <2 x i32> undef, i32 %v3487, i32 0
  %v3495 = insertelement <2 x i32> %v3494, i32 %v3493, i32 1
  %v3496 = bitcast half addrspace(1)* %v3477 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3495, <2 x i32> addrspace(1)* %v3496, align 8
  br label %st_done38
st_edge37:
  %v3497 = icmp ult i64 %v3065, %v3067
  %v3498 = icmp ult i64 %v3076, %v3077
  %v3499 = and i1 %v3497, %v3498
  %v3500 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3078
  br i1 %v3499, label %st39, label %join40
st_done38:
  ret void
st39:
  %v3501 = fptrunc float %v2903 to half
  %v3502 = fptrunc float %v2905 to half
  %v3503 = fptrunc float %v2907 to half
  %v3504 = fptrunc float %v2909 to half
  %v3505 = bitcast half %v3501 to i16
  %v3506 = zext i16 %v3505 to i32
  %v3507 = bitcast half %v3502 to i16
  %v3508 = zext i16 %v3507 to i32
  %v3509 = shl i32 %v3508, 16
  %v3510 = or i32 %v3506, %v3509
  %v3511 = bitcast half %v3503 to i16
  %v3512 = zext i16 %v3511 to i32
  %v3513 = bitcast half %v3504 to i16
  %v3514 = zext i16 %v3513 to i32
  %v3515 = shl i32 %v3514, 16
  %v3516 = or i32 %v3512, %v3515
  %v3517 = insertelement <2 x i32> undef, i32 %v3510, i32 0
  %v3518 = insertelement <2 x i32> %v3517, i32 %v3516, i32 1
  %v3519 = bitcast half addrspace(1)* %v3500 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3518, <2 x i32> addrspace(1)* %v3519, align 8
  br label %join40
join40:
  %v3520 = mul i64 8, %v3066
  %v3521 = add i64 %v3078, %v3520
  %v3522 = add i64 %v3065, 8
  %v3523 = icmp ult i64 %v3522, %v3067
  %v3524 = icmp ult i64 %v3076, %v3077
  %v3525 = and i1 %v3523, %v3524
  %v3526 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3521
  br i1 %v3525, label %st41, label %join42
st41:
  %v3527 = fptrunc float %v2911 to half
  %v3528 = fptrunc float %v2913 to half
  %v3529 = fptrunc float %v2915 to half
  %v3530 = fptrunc float %v2917 to half
  %v3531 = bitcast half %v3527 to i16
  %v3532 = zext i16 %v3531 to i32
  %v3533 = bitcast half %v3528 to i16
  %v3534 = zext i16 %v3533 to i32
  %v3535 = shl i32 %v3534, 16
  %v3536 = or i32 %v3532, %v3535
  %v3537 = bitcast half %v3529 to i16
  %v3538 = zext i16 %v3537 to i32
  %v3539 = bitcast half %v3530 to i16
  %v3540 = zext i16 %v3539 to i32
  %v3541 = shl i32 %v3540, 16
  %v3542 = or i32 %v3538, %v3541
  %v3543 = insertelement <2 x i32> undef, i32 %v3536, i32 0
  %v3544 = insertelement <2 x i32> %v3543, i32 %v3542, i32 1
  %v3545 = bitcast half addrspace(1)* %v3526 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3544, <2 x i32> addrspace(1)* %v3545, align 8
  br label %join42
join42:
  %v3546 = mul i64 16, %v3066
  %v3547 = add i64 %v3078, %v3546
  %v3548 = add i64 %v3065, 16
  %v3549 = icmp ult i64 %v3548, %v3067
  %v3550 = icmp ult i64 %v3076, %v3077
  %v3551 = and i1 %v3549, %v3550
  %v3552 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3547
  br i1 %v3551, label %st43, label %join44
st43:
  %v3553 = fptrunc float %v2919 to half
  %v3554 = fptrunc float %v2921 to half
  %v3555 = fptrunc float %v2923 to half
  %v3556 = fptrunc float %v2925 to half
  %v3557 = bitcast half %v3553 to i16
  %v3558 = zext i16 %v3557 to i32
  %v3559 = bitcast half %v3554 to i16
  %v3560 = zext i16 %v3559 to i32
  %v3561 = shl i32 %v3560, 16
  %v3562 = or i32 %v3558, %v3561
  %v3563 = bitcast half %v3555 to i16
  %v3564 = zext i16 %v3563 to i32
  %v3565 = bitcast half %v3556 to i16
  %v3566 = zext i16 %v3565 to i32
  %v3567 = shl i32 %v3566, 16
  %v3568 = or i32 %v3564, %v3567
  %v3569 = insertelement <2 x i32> undef, i32 %v3562, i32 0
  %v3570 = insertelement <2 x i32> %v3569, i32 %v3568, i32 1
  %v3571 = bitcast half addrspace(1)* %v3552 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3570, <2 x i32> addrspace(1)* %v3571, align 8
  br label %join44
join44:
  %v3572 = mul i64 24, %v3066
  %v3573 = add i64 %v3078, %v3572
  %v3574 = add i64 %v3065, 24
  %v3575 = icmp ult i64 %v3574, %v3067
  %v3576 = icmp ult i64 %v3076, %v3077
  %v3577 = and i1 %v3575, %v3576
  %v3578 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3573
  br i1 %v3577, label %st45, label %join46
st45:
  %v3579 = fptrunc float %v2927 to half
  %v3580 = fptrunc float %v2929 to half
  %v3581 = fptrunc float %v2931 to half
  %v3582 = fptrunc float %v2933 to half
  %v3583 = bitcast half %v3579 to i16
  %v3584 = zext i16 %v3583 to i32
  %v3585 = bitcast half %v3580 to i16
  %v3586 = zext i16 %v3585 to i32
  %v3587 = shl i32 %v3586, 16
  %v3588 = or i32 %v3584, %v3587
  %v3589 = bitcast half %v3581 to i16
  %v3590 = zext i16 %v3589 to i32
  %v3591 = bitcast half %v3582 to i16
  %v3592 = zext i16 %v3591 to i32
  %v3593 = shl i32 %v3592, 16
  %v3594 = or i32 %v3590, %v3593
  %v3595 = insertelement <2 x i32> undef, i32 %v3588, i32 0
  %v3596 = insertelement <2 x i32> %v3595, i32 %v3594, i32 1
  %v3597 = bitcast half addrspace(1)* %v3578 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3596, <2 x i32> addrspace(1)* %v3597, align 8
  br label %join46
join46:
  %v3598 = mul i64 32, %v3066
  %v3599 = add i64 %v3078, %v3598
  %v3600 = add i64 %v3065, 32
  %v3601 = icmp ult i64 %v3600, %v3067
  %v3602 = icmp ult i64 %v3076, %v3077
  %v3603 = and i1 %v3601, %v3602
  %v3604 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3599
  br i1 %v3603, label %st47, label %join48
st47:
  %v3605 = fptrunc float %v2935 to half
  %v3606 = fptrunc float %v2937 to half
  %v3607 = fptrunc float %v2939 to half
  %v3608 = fptrunc float %v2941 to half
  %v3609 = bitcast half %v3605 to i16
  %v3610 = zext i16 %v3609 to i32
  %v3611 = bitcast half %v3606 to i16
  %v3612 = zext i16 %v3611 to i32
  %v3613 = shl i32 %v3612, 16
  %v3614 = or i32 %v3610, %v3613
  %v3615 = bitcast half %v3607 to i16
  %v3616 = zext i16 %v3615 to i32
  %v3617 = bitcast half %v3608 to i16
  %v3618 = zext i16 %v3617 to i32
  %v3619 = shl i32 %v3618, 16
  %v3620 = or i32 %v3616, %v3619
  %v3621 = insertelement <2 x i32> undef, i32 %v3614, i32 0
  %v3622 = insertelement <2 x i32> %v3621, i32 %v3620, i32 1
  %v3623 = bitcast half addrspace(1)* %v3604 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3622, <2 x i32> addrspace(1)* %v3623, align 8
  br label %join48
join48:
  %v3624 = mul i64 40, %v3066
  %v3625 = add i64 %v3078, %v3624
  %v3626 = add i64 %v3065, 40
  %v3627 = icmp ult i64 %v3626, %v3067
  %v3628 = icmp ult i64 %v3076, %v3077
  %v3629 = and i1 %v3627, %v3628
  %v3630 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3625
  br i1 %v3629, label %st49, label %join50
st49:
  %v3631 = fptrunc float %v2943 to half
  %v3632 = fptrunc float %v2945 to half
  %v3633 = fptrunc float %v2947 to half
  %v3634 = fptrunc float %v2949 to half
  %v3635 = bitcast half %v3631 to i16
  %v3636 = zext i16 %v3635 to i32
  %v3637 = bitcast half %v3632 to i16
  %v3638 = zext i16 %v3637 to i32
  %v3639 = shl i32 %v3638, 16
  %v3640 = or i32 %v3636, %v3639
  %v3641 = bitcast half %v3633 to i16
  %v3642 = zext i16 %v3641 to i32
  %v3643 = bitcast half %v3634 to i16
  %v3644 = zext i16 %v3643 to i32
  %v3645 = shl i32 %v3644, 16
  %v3646 = or i32 %v3642, %v3645
  %v3647 = insertelement <2 x i32> undef, i32 %v3640, i32 0
  %v3648 = insertelement <2 x i32> %v3647, i32 %v3646, i32 1
  %v3649 = bitcast half addrspace(1)* %v3630 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3648, <2 x i32> addrspace(1)* %v3649, align 8
  br label %join50
join50:
  %v3650 = mul i64 48, %v3066
  %v3651 = add i64 %v3078, %v3650
  %v3652 = add i64 %v3065, 48
  %v3653 = icmp ult i64 %v3652, %v3067
  %v3654 = icmp ult i64 %v3076, %v3077
  %v3655 = and i1 %v3653, %v3654
  %v3656 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3651
  br i1 %v3655, label %st51, label %join52
st51:
  %v3657 = fptrunc float %v2951 to half
  %v3658 = fptrunc float %v2953 to half
  %v3659 = fptrunc float %v2955 to half
  %v3660 = fptrunc float %v2957 to half
  %v3661 = bitcast half %v3657 to i16
  %v3662 = zext i16 %v3661 to i32
  %v3663 = bitcast half %v3658 to i16
  %v3664 = zext i16 %v3663 to i32
  %v3665 = shl i32 %v3664, 16
  %v3666 = or i32 %v3662, %v3665
  %v3667 = bitcast half %v3659 to i16
  %v3668 = zext i16 %v3667 to i32
  %v3669 = bitcast half %v3660 to i16
  %v3670 = zext i16 %v3669 to i32
  %v3671 = shl i32 %v3670, 16
  %v3672 = or i32 %v3668, %v3671
  %v3673 = insertelement <2 x i32> undef, i32 %v3666, i32 0
  %v3674 = insertelement <2 x i32> %v3673, i32 %v3672, i32 1
  %v3675 = bitcast half addrspace(1)* %v3656 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3674, <2 x i32> addrspace(1)* %v3675, align 8
  br label %join52
join52:
  %v3676 = mul i64 56, %v3066
  %v3677 = add i64 %v3078, %v3676
  %v3678 = add i64 %v3065, 56
  %v3679 = icmp ult i64 %v3678, %v3067
  %v3680 = icmp ult i64 %v3076, %v3077
  %v3681 = and i1 %v3679, %v3680
  %v3682 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3677
  br i1 %v3681, label %st53, label %join54
st53:
  %v3683 = fptrunc float %v2959 to half
  %v3684 = fptrunc float %v2961 to half
  %v3685 = fptrunc float %v2963 to half
  %v3686 = fptrunc float %v2965 to half
  %v3687 = bitcast half %v3683 to i16
  %v3688 = zext i16 %v3687 to i32
  %v3689 = bitcast half %v3684 to i16
  %v3690 = zext i16 %v3689 to i32
  %v3691 = shl i32 %v3690, 16
  %v3692 = or i32 %v3688, %v3691
  %v3693 = bitcast half %v3685 to i16
  %v3694 = zext i16 %v3693 to i32
  %v3695 = bitcast half %v3686 to i16
  %v3696 = zext i16 %v3695 to i32
  %v3697 = shl i32 %v3696, 16
  %v3698 = or i32 %v3694, %v3697
  %v3699 = insertelement <2 x i32> undef, i32 %v3692, i32 0
  %v3700 = insertelement <2 x i32> %v3699, i32 %v3698, i32 1
  %v3701 = bitcast half addrspace(1)* %v3682 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3700, <2 x i32> addrspace(1)* %v3701, align 8
  br label %join54
join54:
  %v3702 = mul i64 64, %v3066
  %v3703 = add i64 %v3078, %v3702
  %v3704 = add i64 %v3065, 64
  %v3705 = icmp ult i64 %v3704, %v3067
  %v3706 = icmp ult i64 %v3076, %v3077
  %v3707 = and i1 %v3705, %v3706
  %v3708 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3703
  br i1 %v3707, label %st55, label %join56
st55:
  %v3709 = fptrunc float %v2967 to half
  %v3710 = fptrunc float %v2969 to half
  %v3711 = fptrunc float %v2971 to half
  %v3712 = fptrunc float %v2973 to half
  %v3713 = bitcast half %v3709 to i16
  %v3714 = zext i16 %v3713 to i32
  %v3715 = bitcast half %v3710 to i16
  %v3716 = zext i16 %v3715 to i32
  %v3717 = shl i32 %v3716, 16
  %v3718 = or i32 %v3714, %v3717
  %v3719 = bitcast half %v3711 to i16
  %v3720 = zext i16 %v3719 to i32
  %v3721 = bitcast half %v3712 to i16
  %v3722 = zext i16 %v3721 to i32
  %v3723 = shl i32 %v3722, 16
  %v3724 = or i32 %v3720, %v3723
  %v3725 = insertelement <2 x i32> undef, i32 %v3718, i32 0
  %v3726 = insertelement <2 x i32> %v3725, i32 %v3724, i32 1
  %v3727 = bitcast half addrspace(1)* %v3708 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3726, <2 x i32> addrspace(1)* %v3727, align 8
  br label %join56
join56:
  %v3728 = mul i64 72, %v3066
  %v3729 = add i64 %v3078, %v3728
  %v3730 = add i64 %v3065, 72
  %v3731 = icmp ult i64 %v3730, %v3067
  %v3732 = icmp ult i64 %v3076, %v3077
  %v3733 = and i1 %v3731, %v3732
  %v3734 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3729
  br i1 %v3733, label %st57, label %join58
st57:
  %v3735 = fptrunc float %v2975 to half
  %v3736 = fptrunc float %v2977 to half
  %v3737 = fptrunc float %v2979 to half
  %v3738 = fptrunc float %v2981 to half
  %v3739 = bitcast half %v3735 to i16
  %v3740 = zext i16 %v3739 to i32
  %v3741 = bitcast half %v3736 to i16
  %v3742 = zext i16 %v3741 to i32
  %v3743 = shl i32 %v3742, 16
  %v3744 = or i32 %v3740, %v3743
  %v3745 = bitcast half %v3737 to i16
  %v3746 = zext i16 %v3745 to i32
  %v3747 = bitcast half %v3738 to i16
  %v3748 = zext i16 %v3747 to i32
  %v3749 = shl i32 %v3748, 16
  %v3750 = or i32 %v3746, %v3749
  %v3751 = insertelement <2 x i32> undef, i32 %v3744, i32 0
  %v3752 = insertelement <2 x i32> %v3751, i32 %v3750, i32 1
  %v3753 = bitcast half addrspace(1)* %v3734 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3752, <2 x i32> addrspace(1)* %v3753, align 8
  br label %join58
join58:
  %v3754 = mul i64 80, %v3066
  %v3755 = add i64 %v3078, %v3754
  %v3756 = add i64 %v3065, 80
  %v3757 = icmp ult i64 %v3756, %v3067
  %v3758 = icmp ult i64 %v3076, %v3077
  %v3759 = and i1 %v3757, %v3758
  %v3760 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3755
  br i1 %v3759, label %st59, label %join60
st59:
  %v3761 = fptrunc float %v2983 to half
  %v3762 = fptrunc float %v2985 to half
  %v3763 = fptrunc float %v2987 to half
  %v3764 = fptrunc float %v2989 to half
  %v3765 = bitcast half %v3761 to i16
  %v3766 = zext i16 %v3765 to i32
  %v3767 = bitcast half %v3762 to i16
  %v3768 = zext i16 %v3767 to i32
  %v3769 = shl i32 %v3768, 16
  %v3770 = or i32 %v3766, %v3769
  %v3771 = bitcast half %v3763 to i16
  %v3772 = zext i16 %v3771 to i32
  %v3773 = bitcast half %v3764 to i16
  %v3774 = zext i16 %v3773 to i32
  %v3775 = shl i32 %v3774, 16
  %v3776 = or i32 %v3772, %v3775
  %v3777 = insertelement <2 x i32> undef, i32 %v3770, i32 0
  %v3778 = insertelement <2 x i32> %v3777, i32 %v3776, i32 1
  %v3779 = bitcast half addrspace(1)* %v3760 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3778, <2 x i32> addrspace(1)* %v3779, align 8
  br label %join60
join60:
  %v3780 = mul i64 88, %v3066
  %v3781 = add i64 %v3078, %v3780
  %v3782 = add i64 %v3065, 88
  %v3783 = icmp ult i64 %v3782, %v3067
  %v3784 = icmp ult i64 %v3076, %v3077
  %v3785 = and i1 %v3783, %v3784
  %v3786 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3781
  br i1 %v3785, label %st61, label %join62
st61:
  %v3787 = fptrunc float %v2991 to half
  %v3788 = fptrunc float %v2993 to half
  %v3789 = fptrunc float %v2995 to half
  %v3790 = fptrunc float %v2997 to half
  %v3791 = bitcast half %v3787 to i16
  %v3792 = zext i16 %v3791 to i32
  %v3793 = bitcast half %v3788 to i16
  %v3794 = zext i16 %v3793 to i32
  %v3795 = shl i32 %v3794, 16
  %v3796 = or i32 %v3792, %v3795
  %v3797 = bitcast half %v3789 to i16
  %v3798 = zext i16 %v3797 to i32
  %v3799 = bitcast half %v3790 to i16
  %v3800 = zext i16 %v3799 to i32
  %v3801 = shl i32 %v3800, 16
  %v3802 = or i32 %v3798, %v3801
  %v3803 = insertelement <2 x i32> undef, i32 %v3796, i32 0
  %v3804 = insertelement <2 x i32> %v3803, i32 %v3802, i32 1
  %v3805 = bitcast half addrspace(1)* %v3786 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3804, <2 x i32> addrspace(1)* %v3805, align 8
  br label %join62
join62:
  %v3806 = mul i64 96, %v3066
  %v3807 = add i64 %v3078, %v3806
  %v3808 = add i64 %v3065, 96
  %v3809 = icmp ult i64 %v3808, %v3067
  %v3810 = icmp ult i64 %v3076, %v3077
  %v3811 = and i1 %v3809, %v3810
  %v3812 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3807
  br i1 %v3811, label %st63, label %join64
st63:
  %v3813 = fptrunc float %v2999 to half
  %v3814 = fptrunc float %v3001 to half
  %v3815 = fptrunc float %v3003 to half
  %v3816 = fptrunc float %v3005 to half
  %v3817 = bitcast half %v3813 to i16
  %v3818 = zext i16 %v3817 to i32
  %v3819 = bitcast half %v3814 to i16
  %v3820 = zext i16 %v3819 to i32
  %v3821 = shl i32 %v3820, 16
  %v3822 = or i32 %v3818, %v3821
  %v3823 = bitcast half %v3815 to i16
  %v3824 = zext i16 %v3823 to i32
  %v3825 = bitcast half %v3816 to i16
  %v3826 = zext i16 %v3825 to i32
  %v3827 = shl i32 %v3826, 16
  %v3828 = or i32 %v3824, %v3827
  %v3829 = insertelement <2 x i32> undef, i32 %v3822, i32 0
  %v3830 = insertelement <2 x i32> %v3829, i32 %v3828, i32 1
  %v3831 = bitcast half addrspace(1)* %v3812 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3830, <2 x i32> addrspace(1)* %v3831, align 8
  br label %join64
join64:
  %v3832 = mul i64 104, %v3066
  %v3833 = add i64 %v3078, %v3832
  %v3834 = add i64 %v3065, 104
  %v3835 = icmp ult i64 %v3834, %v3067
  %v3836 = icmp ult i64 %v3076, %v3077
  %v3837 = and i1 %v3835, %v3836
  %v3838 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3833
  br i1 %v3837, label %st65, label %join66
st65:
  %v3839 = fptrunc float %v3007 to half
  %v3840 = fptrunc float %v3009 to half
  %v3841 = fptrunc float %v3011 to half
  %v3842 = fptrunc float %v3013 to half
  %v3843 = bitcast half %v3839 to i16
  %v3844 = zext i16 %v3843 to i32
  %v3845 = bitcast half %v3840 to i16
  %v3846 = zext i16 %v3845 to i32
  %v3847 = shl i32 %v3846, 16
  %v3848 = or i32 %v3844, %v3847
  %v3849 = bitcast half %v3841 to i16
  %v3850 = zext i16 %v3849 to i32
  %v3851 = bitcast half %v3842 to i16
  %v3852 = zext i16 %v3851 to i32
  %v3853 = shl i32 %v3852, 16
  %v3854 = or i32 %v3850, %v3853
  %v3855 = insertelement <2 x i32> undef, i32 %v3848, i32 0
  %v3856 = insertelement <2 x i32> %v3855, i32 %v3854, i32 1
  %v3857 = bitcast half addrspace(1)* %v3838 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3856, <2 x i32> addrspace(1)* %v3857, align 8
  br label %join66
join66:
  %v3858 = mul i64 112, %v3066
  %v3859 = add i64 %v3078, %v3858
  %v3860 = add i64 %v3065, 112
  %v3861 = icmp ult i64 %v3860, %v3067
  %v3862 = icmp ult i64 %v3076, %v3077
  %v3863 = and i1 %v3861, %v3862
  %v3864 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3859
  br i1 %v3863, label %st67, label %join68
st67:
  %v3865 = fptrunc float %v3015 to half
  %v3866 = fptrunc float %v3017 to half
  %v3867 = fptrunc float %v3019 to half
  %v3868 = fptrunc float %v3021 to half
  %v3869 = bitcast half %v3865 to i16
  %v3870 = zext i16 %v3869 to i32
  %v3871 = bitcast half %v3866 to i16
  %v3872 = zext i16 %v3871 to i32
  %v3873 = shl i32 %v3872, 16
  %v3874 = or i32 %v3870, %v3873
  %v3875 = bitcast half %v3867 to i16
  %v3876 = zext i16 %v3875 to i32
  %v3877 = bitcast half %v3868 to i16
  %v3878 = zext i16 %v3877 to i32
  %v3879 = shl i32 %v3878, 16
  %v3880 = or i32 %v3876, %v3879
  %v3881 = insertelement <2 x i32> undef, i32 %v3874, i32 0
  %v3882 = insertelement <2 x i32> %v3881, i32 %v3880, i32 1
  %v3883 = bitcast half addrspace(1)* %v3864 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3882, <2 x i32> addrspace(1)* %v3883, align 8
  br label %join68
join68:
  %v3884 = mul i64 120, %v3066
  %v3885 = add i64 %v3078, %v3884
  %v3886 = add i64 %v3065, 120
  %v3887 = icmp ult i64 %v3886, %v3067
  %v3888 = icmp ult i64 %v3076, %v3077
  %v3889 = and i1 %v3887, %v3888
  %v3890 = getelementptr inbounds half, half addrspace(1)* %p10, i64 %v3885
  br i1 %v3889, label %st69, label %join70
st69:
  %v3891 = fptrunc float %v3023 to half
  %v3892 = fptrunc float %v3025 to half
  %v3893 = fptrunc float %v3027 to half
  %v3894 = fptrunc float %v3029 to half
  %v3895 = bitcast half %v3891 to i16
  %v3896 = zext i16 %v3895 to i32
  %v3897 = bitcast half %v3892 to i16
  %v3898 = zext i16 %v3897 to i32
  %v3899 = shl i32 %v3898, 16
  %v3900 = or i32 %v3896, %v3899
  %v3901 = bitcast half %v3893 to i16
  %v3902 = zext i16 %v3901 to i32
  %v3903 = bitcast half %v3894 to i16
  %v3904 = zext i16 %v3903 to i32
  %v3905 = shl i32 %v3904, 16
  %v3906 = or i32 %v3902, %v3905
  %v3907 = insertelement <2 x i32> undef, i32 %v3900, i32 0
  %v3908 = insertelement <2 x i32> %v3907, i32 %v3906, i32 1
  %v3909 = bitcast half addrspace(1)* %v3890 to <2 x i32> addrspace(1)*
  store <2 x i32> %v3908, <2 x i32> addrspace(1)* %v3909, align 8
  br label %join70
join70:
  br label %st_done38
}

declare float @llvm.fma.f32(float, float, float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @matmul, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @matmul, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 6
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 7
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 8
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 9
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 10
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v64 = load half, half addrspace(1)* %v63, align 2
  %v65 = fpext half %v64 to float
  %v66 = icmp ult i64 %v41, %v43
  %v67 = add i64 %v54, 1
  %v68 = add i64 %v52, 1
  %v69 = icmp ult i64 %v68, %v53
  %v70 = and i1 %v66, %v69
  %v71 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v67
  %v72 = load half, half addrspace(1)* %v71, align 2
  %v73 = fpext half %v72 to float
  %v74 = icmp ult i64 %v41, %v43
  %v75 = add i64 %v54, 2
  %v76 = add i64 %v52, 2
  %v77 = icmp ult i64 %v76, %v53
  %v78 = and i1 %v74, %v77
  %v79 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v75
  %v80 = load half, half addrspace(1)* %v79, align 2
  %v81 = fpext half %v80 to float
  %v82 = icmp ult i64 %v41, %v43
  %v83 = add i64 %v54, 3
  %v84 = add i64 %v52, 3
  %v85 = icmp ult i64 %v84, %v53
  %v86 = and i1 %v82, %v85
  %v87 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v83
  %v88 = load half, half addrspace(1)* %v87, align 2
  %v89 = fpext half %v88 to float
  %v90 = icmp ult i64 %v41, %v43
  %v91 = add i64 %v54, 4
  %v92 = add i64 %v52, 4
  %v93 = icmp ult i64 %v92, %v53
  %v94 = and i1 %v90, %v93
  %v95 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v91
  %v96 = load half, half addrspace(1)* %v95, align 2
  %v97 = fpext half %v96 to float
  %v98 = icmp ult i64 %v41, %v43
  %v99 = add i64 %v54, 5
  %v100 = add i64 %v52, 5
  %v101 = icmp ult i64 %v100, %v53
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v99
  %v104 = load half, half addrspace(1)* %v103, align 2
  %v105 = fpext half %v104 to float
  %v106 = icmp ult i64 %v41, %v43
  %v107 = add i64 %v54, 6
  %v108 = add i64 %v52, 6
  %v109 = icmp ult i64 %v108, %v53
  %v110 = and i1 %v106, %v109
  %v111 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v107
  %v112 = load half, half addrspace(1)* %v111, align 2
  %v113 = fpext half %v112 to float
  %v114 = icmp ult i64 %v41, %v43
  %v115 = add i64 %v54, 7
  %v116 = add i64 %v52, 7
  %v117 = icmp ult i64 %v116, %v53
  %v118 = and i1 %v114, %v117
  %v119 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v115
  %v120 = load half, half addrspace(1)* %v119, align 2
  %v121 = fpext half %v120 to float
  %v122 = mul i64 32, %v42
  %v123 = add i64 %v54, %v122
  %v124 = add i64 %v41, 32
  %v125 = icmp ult i64 %v124, %v43
  %v126 = icmp ult i64 %v52, %v53
  %v127 = and i1 %v125, %v126
  %v128 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v123
  %v129 = load half, half addrspace(1)* %v128, align 2
  %v130 = fpext half %v129 to float
  %v131 = mul i64 32, %v42
  %v132 = add i64 %v54, %v131
  %v133 = add i64 %v41, 32
  %v134 = icmp ult i64 %v133, %v43
  %v135 = add i64 %v132, 1
  %v136 = add i64 %v52, 1
  %v137 = icmp ult i64 %v136, %v53
  %v138 = and i1 %v134, %v137
  %v139 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v135
  %v140 = load half, half addrspace(1)* %v139, align 2
  %v141 = fpext half %v140 to float
  %v142 = mul i64 32, %v42
  %v143 = add i64 %v54, %v142
  %v144 = add i64 %v41, 32
  %v145 = icmp ult i64 %v144, %v43
  %v146 = add i64 %v143, 2
  %v147 = add i64 %v52, 2
  %v148 = icmp ult i64 %v147, %v53
  %v149 = and i1 %v145, %v148
  %v150 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v146
  %v151 = load half, half addrspace(1)* %v150, align 2
  %v152 = fpext half %v151 to float
  %v153 = mul i64 32, %v42
  %v154 = add i64 %v54, %v153
  %v155 = add i64 %v41, 32
  %v156 = icmp ult i64 %v155, %v43
  %v157 = add i64 %v154, 3
  %v158 = add i64 %v52, 3
  %v159 = icmp ult i64 %v158, %v53
  %v160 = and i1 %v156, %v159
  %v161 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v157
  %v162 = load half, half addrspace(1)* %v161, align 2
  %v163 = fpext half %v162 to float
  %v164 = mul i64 32, %v42
  %v165 = add i64 %v54, %v164
  %v166 = add i64 %v41, 32
  %v167 = icmp ult i64 %v166, %v43
  %v168 = add i64 %v165, 4
  %v169 = add i64 %v52, 4
  %v170 = icmp ult i64 %v169, %v53
  %v171 = and i1 %v167, %v170
  %v172 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v168
  %v173 = load half, half addrspace(1)* %v172, align 2
  %v174 = fpext half %v173 to float
  %v175 = mul i64 32, %v42
  %v176 = add i64 %v54, %v175
  %v177 = add i64 %v41, 32
  %v178 = icmp ult i64 %v177, %v43
  %v179 = add i64 %v176, 5
  %v180 = add i64 %v52, 5
  %v181 = icmp ult i64 %v180, %v53
  %v182 = and i1 %v178, %v181
  %v183 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v179
  %v184 = load half, half addrspace(1)* %v183, align 2
  %v185 = fpext half %v184 to float
  %v186 = mul i64 32, %v42
  %v187 = add i64 %v54, %v186
  %v188 = add i64 %v41, 32
  %v189 = icmp ult i64 %v188, %v43
  %v190 = add i64 %v187, 6
  %v191 = add i64 %v52, 6
  %v192 = icmp ult i64 %v191, %v53
  %v193 = and i1 %v189, %v192
  %v194 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v190
  %v195 = load half, half addrspace(1)* %v194, align 2
  %v196 = fpext half %v195 to float
  %v197 = mul i64 32, %v42
  %v198 = add i64 %v54, %v197
  %v199 = add i64 %v41, 32
  %v200 = icmp ult i64 %v199, %v43
  %v201 = add i64 %v198, 7
  %v202 = add i64 %v52, 7
  %v203 = icmp ult i64 %v202, %v53
  %v204 = and i1 %v200, %v203
  %v205 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v201
  %v206 = load half, half addrspace(1)* %v205, align 2
  %v207 = fpext half %v206 to float
  br label %ld_done3
ld_edge2:
  %v208 = icmp ult i64 %v41, %v43
  %v209 = icmp ult i64 %v52, %v53
  %v210 = and i1 %v208, %v209
  %v211 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  br i1 %v210, label %ld4, label %ld_next5
ld_done3:
  %v372 = phi float [ %v65, %ld_full1 ], [ %v214, %ld_next35 ]
  %v373 = phi float [ %v73, %ld_full1 ], [ %v223, %ld_next35 ]
  %v374 = phi float [ %v81, %ld_full1 ], [ %v232, %ld_next35 ]
  %v375 = phi float [ %v89, %ld_full1 ], [ %v241, %ld_next35 ]
  %v376 = phi float [ %v97, %ld_full1 ], [ %v250, %ld_next35 ]
  %v377 = phi float [ %v105, %ld_full1 ], [ %v259, %ld_next35 ]
  %v378 = phi float [ %v113, %ld_full1 ], [ %v268, %ld_next35 ]
  %v379 = phi float [ %v121, %ld_full1 ], [ %v277, %ld_next35 ]
  %v380 = phi float [ %v130, %ld_full1 ], [ %v287, %ld_next35 ]
  %v381 = phi float [ %v141, %ld_full1 ], [ %v299, %ld_next35 ]
  %v382 = phi float [ %v152, %ld_full1 ], [ %v311, %ld_next35 ]
  %v383 = phi float [ %v163, %ld_full1 ], [ %v323, %ld_next35 ]
  %v384 = phi float [ %v174, %ld_full1 ], [ %v335, %ld_next35 ]
  %v385 = phi float [ %v185, %ld_full1 ], [ %v347, %ld_next35 ]
  %v386 = phi float [ %v196, %ld_full1 ], [ %v359, %ld_next35 ]
  %v387 = phi float [ %v207, %ld_full1 ], [ %v371, %ld_next35 ]
  %v388 = and i32 %v2, 1
  %v389 = shl i32 %v388, 3
  %v390 = lshr i32 %v2, 1
  %v391 = and i32 %v390, 1
  %v392 = shl i32 %v391, 4
  %v393 = or i32 %v389, %v392
  %v394 = lshr i32 %v2, 2
  %v395 = and i32 %v394, 1
  %v396 = shl i32 %v395, 5
  %v397 = or i32 %v393, %v396
  %v398 = lshr i32 %v2, 3
  %v399 = and i32 %v398, 1
  %v400 = shl i32 %v399, 6
  %v401 = or i32 %v397, %v400
  %v402 = lshr i32 %v2, 4
  %v403 = and i32 %v402, 1
  %v404 = shl i32 %v403, 7
  %v405 = or i32 %v401, %v404
  %v406 = and i32 %v3, 1
  %v407 = shl i32 %v406, 8
  %v408 = or i32 %v405, %v407
  %v409 = lshr i32 %v3, 1
  %v410 = and i32 %v409, 1
  %v411 = shl i32 %v410, 9
  %v412 = or i32 %v408, %v411
  %v413 = lshr i32 %v3, 2
  %v414 = and i32 %v413, 1
  %v415 = shl i32 %v414, 10
  %v416 = or i32 %v412, %v415
  %v417 = lshr i32 %v416, 6
  %v418 = and i32 %v417, 63
  %v419 = and i32 %v416, 63
  %v420 = sext i32 %v4 to i64
  %v421 = mul i64 %v420, 64
  %v422 = zext i32 %v418 to i64
  %v423 = add i64 %v421, %v422
  %v424 = sext i32 %p8 to i64
  %v425 = zext i32 %p6 to i64
  %v426 = mul i64 %v423, %v424
  %v427 = add i64 %v421, 64
  %v428 = icmp sle i64 %v427, %v425
  %v429 = icmp sge i64 %v420, 0
  %v430 = and i1 %v428, %v429
  %v431 = sext i32 %v5 to i64
  %v432 = mul i64 %v431, 64
  %v433 = zext i32 %v419 to i64
  %v434 = add i64 %v432, %v433
  %v435 = zext i32 %p7 to i64
  %v436 = add i64 %v426, %v434
  %v437 = add i64 %v432, 64
  %v438 = icmp sle i64 %v437, %v435
  %v439 = icmp sge i64 %v431, 0
  %v440 = and i1 %v438, %v439
  %v441 = and i1 %v430, %v440
  br i1 %v441, label %st_full36, label %st_edge37
ld4:
  %v212 = load half, half addrspace(1)* %v211, align 2
  %v213 = fpext half %v212 to float
  br label %ld_next5
ld_next5:
  %v214 = phi float [ %v213, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v215 = icmp ult i64 %v41, %v43
  %v216 = add i64 %v54, 1
  %v217 = add i64 %v52, 1
  %v218 = icmp ult i64 %v217, %v53
  %v219 = and i1 %v215, %v218
  %v220 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v216
  br i1 %v219, label %ld6, label %ld_next7
ld6:
  %v221 = load half, half addrspace(1)* %v220, align 2
  %v222 = fpext half %v221 to float
  br label %ld_next7
ld_next7:
  %v223 = phi float [ %v222, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v224 = icmp ult i64 %v41, %v43
  %v225 = add i64 %v54, 2
  %v226 = add i64 %v52, 2
  %v227 = icmp ult i64 %v226, %v53
  %v228 = and i1 %v224, %v227
  %v229 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v225
  br i1 %v228, label %ld8, label %ld_next9
ld8:
  %v230 = load half, half addrspace(1)* %v229, align 2
  %v231 = fpext half %v230 to float
  br label %ld_next9
ld_next9:
  %v232 = phi float [ %v231, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v233 = icmp ult i64 %v41, %v43
  %v234 = add i64 %v54, 3
  %v235 = add i64 %v52, 3
  %v236 = icmp ult i64 %v235, %v53
  %v237 = and i1 %v233, %v236
  %v238 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v234
  br i1 %v237, label %ld10, label %ld_next11
ld10:
  %v239 = load half, half addrspace(1)* %v238, align 2
  %v240 = fpext half %v239 to float
  br label %ld_next11
ld_next11:
  %v241 = phi float [ %v240, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v242 = icmp ult i64 %v41, %v43
  %v243 = add i64 %v54, 4
  %v244 = add i64 %v52, 4
  %v245 = icmp ult i64 %v244, %v53
  %v246 = and i1 %v242, %v245
  %v247 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v243
  br i1 %v246, label %ld12, label %ld_next13
ld12:
  %v248 = load half, half addrspace(1)* %v247, align 2
  %v249 = fpext half %v248 to float
  br label %ld_next13
ld_next13:
  %v250 = phi float [ %v249, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v251 = icmp ult i64 %v41, %v43
  %v252 = add i64 %v54, 5
  %v253 = add i64 %v52, 5
  %v254 = icmp ult i64 %v253, %v53
  %v255 = and i1 %v251, %v254
  %v256 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v252
  br i1 %v255, label %ld14, label %ld_next15
ld14:
  %v257 = load half, half addrspace(1)* %v256, align 2
  %v258 = fpext half %v257 to float
  br label %ld_next15
ld_next15:
  %v259 = phi float [ %v258, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v260 = icmp ult i64 %v41, %v43
  %v261 = add i64 %v54, 6
  %v262 = add i64 %v52, 6
  %v263 = icmp ult i64 %v262, %v53
  %v264 = and i1 %v260, %v263
  %v265 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v261
  br i1 %v264, label %ld16, label %ld_next17
ld16:
  %v266 = load half, half addrspace(1)* %v265, align 2
  %v267 = fpext half %v266 to float
  br label %ld_next17
ld_next17:
  %v268 = phi float [ %v267, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v269 = icmp ult i64 %v41, %v43
  %v270 = add i64 %v54, 7
  %v271 = add i64 %v52, 7
  %v272 = icmp ult i64 %v271, %v53
  %v273 = and i1 %v269, %v272
  %v274 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v270
  br i1 %v273, label %ld18, label %ld_next19
ld18:
  %v275 = load half, half addrspace(1)* %v274, align 2
  %v276 = fpext half %v275 to float
  br label %ld_next19
ld_next19:
  %v277 = phi float [ %v276, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v278 = mul i64 32, %v42
  %v279 = add i64 %v54, %v278
  %v280 = add i64 %v41, 32
  %v281 = icmp ult i64 %v280, %v43
  %v282 = icmp ult i64 %v52, %v53
  %v283 = and i1 %v281, %v282
  %v284 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v279
  br i1 %v283, label %ld20, label %ld_next21
ld20:
  %v285 = load half, half addrspace(1)* %v284, align 2
  %v286 = fpext half %v285 to float
  br label %ld_next21
ld_next21:
  %v287 = phi float [ %v286, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v288 = mul i64 32, %v42
  %v289 = add i64 %v54, %v288
  %v290 = add i64 %v41, 32
  %v291 = icmp ult i64 %v290, %v43
  %v292 = add i64 %v289, 1
  %v293 = add i64 %v52, 1
  %v294 = icmp ult i64 %v293, %v53
  %v295 = and i1 %v291, %v294
  %v296 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v292
  br i1 %v295, label %ld22, label %ld_next23
ld22:
  %v297 = load half, half addrspace(1)* %v296, align 2
  %v298 = fpext half %v297 to float
  br label %ld_next23
ld_next23:
  %v299 = phi float [ %v298, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v300 = mul i64 32, %v42
  %v301 = add i64 %v54, %v300
  %v302 = add i64 %v41, 32
  %v303 = icmp ult i64 %v302, %v43
  %v304 = add i64 %v301, 2
  %v305 = add i64 %v52, 2
  %v306 = icmp ult i64 %v305, %v53
  %v307 = and i1 %v303, %v306
  %v308 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v304
  br i1 %v307, label %ld24, label %ld_next25
ld24:
  %v309 = load half, half addrspace(1)* %v308, align 2
  %v310 = fpext half %v309 to float
  br label %ld_next25
ld_next25:
  %v311 = phi float [ %v310, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v312 = mul i64 32, %v42
  %v313 = add i64 %v54, %v312
  %v314 = add i64 %v41, 32
  %v315 = icmp ult i64 %v314, %v43
  %v316 = add i64 %v313, 3
  %v317 = add i64 %v52, 3
  %v318 = icmp ult i64 %v317, %v53
  %v319 = and i1 %v315, %v318
  %v320 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v316
  br i1 %v319, label %ld26, label %ld_next27
ld26:
  %v321 = load half, half addrspace(1)* %v320, align 2
  %v322 = fpext half %v321 to float
  br label %ld_next27
ld_next27:
  %v323 = phi float [ %v322, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v324 = mul i64 32, %v42
  %v325 = add i64 %v54, %v324
  %v326 = add i64 %v41, 32
  %v327 = icmp ult i64 %v326, %v43
  %v328 = add i64 %v325, 4
  %v329 = add i64 %v52, 4
  %v330 = icmp ult i64 %v329, %v53
  %v331 = and i1 %v327, %v330
  %v332 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v328
  br i1 %v331, label %ld28, label %ld_next29
ld28:
  %v333 = load half, half addrspace(1)* %v332, align 2
  %v334 = fpext half %v333 to float
  br label %ld_next29
ld_next29:
  %v335 = phi float [ %v334, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v336 = mul i64 32, %v42
  %v337 = add i64 %v54, %v336
  %v338 = add i64 %v41, 32
  %v339 = icmp ult i64 %v338, %v43
  %v340 = add i64 %v337, 5
  %v341 = add i64 %v52, 5
  %v342 = icmp ult i64 %v341, %v53
  %v343 = and i1 %v339, %v342
  %v344 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v340
  br i1 %v343, label %ld30, label %ld_next31
ld30:
  %v345 = load half, half addrspace(1)* %v344, align 2
  %v346 = fpext half %v345 to float
  br label %ld_next31
ld_next31:
  %v347 = phi float [ %v346, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v348 = mul i64 32, %v42
  %v349 = add i64 %v54, %v348
  %v350 = add i64 %v41, 32
  %v351 = icmp ult i64 %v350, %v43
  %v352 = add i64 %v349, 6
  %v353 = add i64 %v52, 6
  %v354 = icmp ult i64 %v353, %v53
  %v355 = and i1 %v351, %v354
  %v356 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v352
  br i1 %v355, label %ld32, label %ld_next33
ld32:
  %v357 = load half, half addrspace(1)* %v356, align 2
  %v358 = fpext half %v357 to float
  br label %ld_next33
ld_next33:
  %v359 = phi float [ %v358, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v360 = mul i64 32, %v42
  %v361 = add i64 %v54, %v360
  %v362 = add i64 %v41, 32
  %v363 = icmp ult i64 %v362, %v43
  %v364 = add i64 %v361, 7
  %v365 = add i64 %v52, 7
  %v366 = icmp ult i64 %v365, %v53
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v364
  br i1 %v367, label %ld34, label %ld_next35
ld34:
  %v369 = load half, half addrspace(1)* %v368, align 2
  %v370 = fpext half %v369 to float
  br label %ld_next35
ld_next35:
  %v371 = phi float [ %v370, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  br label %ld_done3
st_full36:
  %v442 = icmp ult i64 %v423, %v425
  %v443 = icmp ult i64 %v434, %v435
  %v444 = and i1 %v442, %v443
  %v445 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  %v446 = fptrunc float %v372 to half
  store half %v446, half addrspace(1)* %v445, align 2
  %v447 = icmp ult i64 %v423, %v425
  %v448 = add i64 %v436, 1
  %v449 = add i64 %v434, 1
  %v450 = icmp ult i64 %v449, %v435
  %v451 = and i1 %v447, %v450
  %v452 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v448
  %v453 = fptrunc float %v373 to half
  store half %v453, half addrspace(1)* %v452, align 2
  %v454 = icmp ult i64 %v423, %v425
  %v455 = add i64 %v436, 2
  %v456 = add i64 %v434, 2
  %v457 = icmp ult i64 %v456, %v435
  %v458 = and i1 %v454, %v457
  %v459 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v455
  %v460 = fptrunc float %v374 to half
  store half %v460, half addrspace(1)* %v459, align 2
  %v461 = icmp ult i64 %v423, %v425
  %v462 = add i64 %v436, 3
  %v463 = add i64 %v434, 3
  %v464 = icmp ult i64 %v463, %v435
  %v465 = and i1 %v461, %v464
  %v466 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v462
  %v467 = fptrunc float %v375 to half
  store half %v467, half addrspace(1)* %v466, align 2
  %v468 = icmp ult i64 %v423, %v425
  %v469 = add i64 %v436, 4
  %v470 = add i64 %v434, 4
  %v471 = icmp ult i64 %v470, %v435
  %v472 = and i1 %v468, %v471
  %v473 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v469
  %v474 = fptrunc float %v376 to half
  store half %v474, half addrspace(1)* %v473, align 2
  %v475 = icmp ult i64 %v423, %v425
  %v476 = add i64 %v436, 5
  %v477 = add i64 %v434, 5
  %v478 = icmp ult i64 %v477, %v435
  %v479 = and i1 %v475, %v478
  %v480 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v476
  %v481 = fptrunc float %v377 to half
  store half %v481, half addrspace(1)* %v480, align 2
  %v482 = icmp ult i64 %v423, %v425
  %v483 = add i64 %v436, 6
  %v484 = add i64 %v434, 6
  %v485 = icmp ult i64 %v484, %v435
  %v486 = and i1 %v482, %v485
  %v487 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v483
  %v488 = fptrunc float %v378 to half
  store half %v488, half addrspace(1)* %v487, align 2
  %v489 = icmp ult i64 %v423, %v425
  %v490 = add i64 %v436, 7
  %v491 = add i64 %v434, 7
  %v492 = icmp ult i64 %v491, %v435
  %v493 = and i1 %v489, %v492
  %v494 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v490
  %v495 = fptrunc float %v379 to half
  store half %v495, half addrspace(1)* %v494, align 2
  %v496 = mul i64 32, %v424
  %v497 = add i64 %v436, %v496
  %v498 = add i64 %v423, 32
  %v499 = icmp ult i64 %v498, %v425
  %v500 = icmp ult i64 %v434, %v435
  %v501 = and i1 %v499, %v500
  %v502 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v497
  %v503 = fptrunc float %v380 to half
  store half %v503, half addrspace(1)* %v502, align 2
  %v504 = mul i64 32, %v424
  %v505 = add i64 %v436, %v504
  %v506 = add i64 %v423, 32
  %v507 = icmp ult i64 %v506, %v425
  %v508 = add i64 %v505, 1
  %v509 = add i64 %v434, 1
  %v510 = icmp ult i64 %v509, %v435
  %v511 = and i1 %v507, %v510
  %v512 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v508
  %v513 = fptrunc float %v381 to half
  store half %v513, half addrspace(1)* %v512, align 2
  %v514 = mul i64 32, %v424
  %v515 = add i64 %v436, %v514
  %v516 = add i64 %v423, 32
  %v517 = icmp ult i64 %v516, %v425
  %v518 = add i64 %v515, 2
  %v519 = add i64 %v434, 2
  %v520 = icmp ult i64 %v519, %v435
  %v521 = and i1 %v517, %v520
  %v522 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v518
  %v523 = fptrunc float %v382 to half
  store half %v523, half addrspace(1)* %v522, align 2
  %v524 = mul i64 32, %v424
  %v525 = add i64 %v436, %v524
  %v526 = add i64 %v423, 32
  %v527 = icmp ult i64 %v526, %v425
  %v528 = add i64 %v525, 3
  %v529 = add i64 %v434, 3
  %v530 = icmp ult i64 %v529, %v435
  %v531 = and i1 %v527, %v530
  %v532 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v528
  %v533 = fptrunc float %v383 to half
  store half %v533, half addrspace(1)* %v532, align 2
  %v534 = mul i64 32, %v424
  %v535 = add i64 %v436, %v534
  %v536 = add i64 %v423, 32
  %v537 = icmp ult i64 %v536, %v425
  %v538 = add i64 %v535, 4
  %v539 = add i64 %v434, 4
  %v540 = icmp ult i64 %v539, %v435
  %v541 = and i1 %v537, %v540
  %v542 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v538
  %v543 = fptrunc float %v384 to half
  store half %v543, half addrspace(1)* %v542, align 2
  %v544 = mul i64 32, %v424
  %v545 = add i64 %v436, %v544
  %v546 = add i64 %v423, 32
  %v547 = icmp ult i64 %v546, %v425
  %v548 = add i64 %v545, 5
  %v549 = add i64 %v434, 5
  %v550 = icmp ult i64 %v549, %v435
  %v551 = and i1 %v547, %v550
  %v552 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v548
  %v553 = fptrunc float %v385 to half
  store half %v553, half addrspace(1)* %v552, align 2
  %v554 = mul i64 32, %v424
  %v555 = add i64 %v436, %v554
  %v556 = add i64 %v423, 32
  %v557 = icmp ult i64 %v556, %v425
  %v558 = add i64 %v555, 6
  %v559 = add i64 %v434, 6
  %v560 = icmp ult i64 %v559, %v435
  %v561 = and i1 %v557, %v560
  %v562 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v558
  %v563 = fptrunc float %v386 to half
  store half %v563, half addrspace(1)* %v562, align 2
  %v564 = mul i64 32, %v424
  %v565 = add i64 %v436, %v564
  %v566 = add i64 %v423, 32
  %v567 = icmp ult i64 %v566, %v425
  %v568 = add i64 %v565, 7
  %v569 = add i64 %v434, 7
  %v570 = icmp ult i64 %v569, %v435
  %v571 = and i1 %v567, %v570
  %v572 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v568
  %v573 = fptrunc float %v387 to half
  store half %v573, half addrspace(1)* %v572, align 2
  br label %st_done38
st_edge37:
  %v574 = icmp ult i64 %v423, %v425
  %v575 = icmp ult i64 %v434, %v435
  %v576 = and i1 %v574, %v575
  %v577 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  br i1 %v576, label %st39, label %join40
st_done38:
  ret void
st39:
  %v578 = fptrunc float %v372 to half
  store half %v578, half addrspace(1)* %v577, align 2
  br label %join40
join40:
  %v579 = icmp ult i64 %v423, %v425
  %v580 = add i64 %v436, 1
  %v581 = add i64 %v434, 1
  %v582 = icmp ult i64 %v581, %v435
  %v583 = and i1 %v579, %v582
  %v584 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v580
  br i1 %v583, label %st41, label %join42
st41:
  %v585 = fptrunc float %v373 to half
  store half %v585, half addrspace(1)* %v584, align 2
  br label %join42
join42:
  %v586 = icmp ult i64 %v423, %v425
  %v587 = add i64 %v436, 2
  %v588 = add i64 %v434, 2
  %v589 = icmp ult i64 %v588, %v435
  %v590 = and i1 %v586, %v589
  %v591 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v587
  br i1 %v590, label %st43, label %join44
st43:
  %v592 = fptrunc float %v374 to half
  store half %v592, half addrspace(1)* %v591, align 2
  br label %join44
join44:
  %v593 = icmp ult i64 %v423, %v425
  %v594 = add i64 %v436, 3
  %v595 = add i64 %v434, 3
  %v596 = icmp ult i64 %v595, %v435
  %v597 = and i1 %v593, %v596
  %v598 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v594
  br i1 %v597, label %st45, label %join46
st45:
  %v599 = fptrunc float %v375 to half
  store half %v599, half addrspace(1)* %v598, align 2
  br label %join46
join46:
  %v600 = icmp ult i64 %v423, %v425
  %v601 = add i64 %v436, 4
  %v602 = add i64 %v434, 4
  %v603 = icmp ult i64 %v602, %v435
  %v604 = and i1 %v600, %v603
  %v605 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v601
  br i1 %v604, label %st47, label %join48
st47:
  %v606 = fptrunc float %v376 to half
  store half %v606, half addrspace(1)* %v605, align 2
  br label %join48
join48:
  %v607 = icmp ult i64 %v423, %v425
  %v608 = add i64 %v436, 5
  %v609 = add i64 %v434, 5
  %v610 = icmp ult i64 %v609, %v435
  %v611 = and i1 %v607, %v610
  %v612 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v608
  br i1 %v611, label %st49, label %join50
st49:
  %v613 = fptrunc float %v377 to half
  store half %v613, half addrspace(1)* %v612, align 2
  br label %join50
join50:
  %v614 = icmp ult i64 %v423, %v425
  %v615 = add i64 %v436, 6
  %v616 = add i64 %v434, 6
  %v617 = icmp ult i64 %v616, %v435
  %v618 = and i1 %v614, %v617
  %v619 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v615
  br i1 %v618, label %st51, label %join52
st51:
  %v620 = fptrunc float %v378 to half
  store half %v620, half addrspace(1)* %v619, align 2
  br label %join52
join52:
  %v621 = icmp ult i64 %v423, %v425
  %v622 = add i64 %v436, 7
  %v623 = add i64 %v434, 7
  %v624 = icmp ult i64 %v623, %v435
  %v625 = and i1 %v621, %v624
  %v626 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v622
  br i1 %v625, label %st53, label %join54
st53:
  %v627 = fptrunc float %v379 to half
  store half %v627, half addrspace(1)* %v626, align 2
  br label %join54
join54:
  %v628 = mul i64 32, %v424
  %v629 = add i64 %v436, %v628
  %v630 = add i64 %v423, 32
  %v631 = icmp ult i64 %v630, %v425
  %v632 = icmp ult i64 %v434, %v435
  %v633 = and i1 %v631, %v632
  %v634 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v629
  br i1 %v633, label %st55, label %join56
st55:
  %v635 = fptrunc float %v380 to half
  store half %v635, half addrspace(1)* %v634, align 2
  br label %join56
join56:
  %v636 = mul i64 32, %v424
  %v637 = add i64 %v436, %v636
  %v638 = add i64 %v423, 32
  %v639 = icmp ult i64 %v638, %v425
  %v640 = add i64 %v637, 1
  %v641 = add i64 %v434, 1
  %v642 = icmp ult i64 %v641, %v435
  %v643 = and i1 %v639, %v642
  %v644 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v640
  br i1 %v643, label %st57, label %join58
st57:
  %v645 = fptrunc float %v381 to half
  store half %v645, half addrspace(1)* %v644, align 2
  br label %join58
join58:
  %v646 = mul i64 32, %v424
  %v647 = add i64 %v436, %v646
  %v648 = add i64 %v423, 32
  %v649 = icmp ult i64 %v648, %v425
  %v650 = add i64 %v647, 2
  %v651 = add i64 %v434, 2
  %v652 = icmp ult i64 %v651, %v435
  %v653 = and i1 %v649, %v652
  %v654 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v650
  br i1 %v653, label %st59, label %join60
st59:
  %v655 = fptrunc float %v382 to half
  store half %v655, half addrspace(1)* %v654, align 2
  br label %join60
join60:
  %v656 = mul i64 32, %v424
  %v657 = add i64 %v436, %v656
  %v658 = add i64 %v423, 32
  %v659 = icmp ult i64 %v658, %v425
  %v660 = add i64 %v657, 3
  %v661 = add i64 %v434, 3
  %v662 = icmp ult i64 %v661, %v435
  %v663 = and i1 %v659, %v662
  %v664 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v660
  br i1 %v663, label %st61, label %join62
st61:
  %v665 = fptrunc float %v383 to half
  store half %v665, half addrspace(1)* %v664, align 2
  br label %join62
join62:
  %v666 = mul i64 32, %v424
  %v667 = add i64 %v436, %v666
  %v668 = add i64 %v423, 32
  %v669 = icmp ult i64 %v668, %v425
  %v670 = add i64 %v667, 4
  %v671 = add i64 %v434, 4
  %v672 = icmp ult i64 %v671, %v435
  %v673 = and i1 %v669, %v672
  %v674 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v670
  br i1 %v673, label %st63, label %join64
st63:
  %v675 = fptrunc float %v384 to half
  store half %v675, half addrspace(1)* %v674, align 2
  br label %join64
join64:
  %v676 = mul i64 32, %v424
  %v677 = add i64 %v436, %v676
  %v678 = add i64 %v423, 32
  %v679 = icmp ult i64 %v678, %v425
  %v680 = add i64 %v677, 5
  %v681 = add i64 %v434, 5
  %v682 = icmp ult i64 %v681, %v435
  %v683 = and i1 %v679, %v682
  %v684 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v680
  br i1 %v683, label %st65, label %join66
st65:
  %v685 = fptrunc float %v385 to half
  store half %v685, half addrspace(1)* %v684, align 2
  br label %join66
join66:
  %v686 = mul i64 32, %v424
  %v687 = add i64 %v436, %v686
  %v688 = add i64 %v423, 32
  %v689 = icmp ult i64 %v688, %v425
  %v690 = add i64 %v687, 6
  %v691 = add i64 %v434, 6
  %v692 = icmp ult i64 %v691, %v435
  %v693 = and i1 %v689, %v692
  %v694 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v690
  br i1 %v693, label %st67, label %join68
st67:
  %v695 = fptrunc float %v386 to half
  store half %v695, half addrspace(1)* %v694, align 2
  br label %join68
join68:
  %v696 = mul i64 32, %v424
  %v697 = add i64 %v436, %v696
  %v698 = add i64 %v423, 32
  %v699 = icmp ult i64 %v698, %v425
  %v700 = add i64 %v697, 7
  %v701 = add i64 %v434, 7
  %v702 = icmp ult i64 %v701, %v435
  %v703 = and i1 %v699, %v702
  %v704 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v700
  br i1 %v703, label %st69, label %join70
st69:
  %v705 = fptrunc float %v387 to half
  store half %v705, half addrspace(1)* %v704, align 2
  br label %join70
join70:
  br label %st_done38
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 6
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 7
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 8
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 9
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 10
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v64 = bitcast half addrspace(1)* %v63 to <4 x i32> addrspace(1)*
  %v65 = load <4 x i32>, <4 x i32> addrspace(1)* %v64, align 16
  %v66 = extractelement <4 x i32> %v65, i32 0
  %v67 = trunc i32 %v66 to i16
  %v68 = bitcast i16 %v67 to half
  %v69 = fpext half %v68 to float
  %v70 = extractelement <4 x i32> %v65, i32 0
  %v71 = lshr i32 %v70, 16
  %v72 = trunc i32 %v71 to i16
  %v73 = bitcast i16 %v72 to half
  %v74 = fpext half %v73 to float
  %v75 = extractelement <4 x i32> %v65, i32 1
  %v76 = trunc i32 %v75 to i16
  %v77 = bitcast i16 %v76 to half
  %v78 = fpext half %v77 to float
  %v79 = extractelement <4 x i32> %v65, i32 1
  %v80 = lshr i32 %v79, 16
  %v81 = trunc i32 %v80 to i16
  %v82 = bitcast i16 %v81 to half
  %v83 = fpext half %v82 to float
  %v84 = extractelement <4 x i32> %v65, i32 2
  %v85 = trunc i32 %v84 to i16
  %v86 = bitcast i16 %v85 to half
  %v87 = fpext half %v86 to float
  %v88 = extractelement <4 x i32> %v65, i32 2
  %v89 = lshr i32 %v88, 16
  %v90 = trunc i32 %v89 to i16
  %v91 = bitcast i16 %v90 to half
  %v92 = fpext half %v91 to float
  %v93 = extractelement <4 x i32> %v65, i32 3
  %v94 = trunc i32 %v93 to i16
  %v95 = bitcast i16 %v94 to half
  %v96 = fpext half %v95 to float
  %v97 = extractelement <4 x i32> %v65, i32 3
  %v98 = lshr i32 %v97, 16
  %v99 = trunc i32 %v98 to i16
  %v100 = bitcast i16 %v99 to half
  %v101 = fpext half %v100 to float
  %v102 = mul i64 32, %v42
  %v103 = add i64 %v54, %v102
  %v104 = add i64 %v41, 32
  %v105 = icmp ult i64 %v104, %v43
  %v106 = icmp ult i64 %v52, %v53
  %v107 = and i1 %v105, %v106
  %v108 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v103
  %v109 = bitcast half addrspace(1)* %v108 to <4 x i32> addrspace(1)*
  %v110 = load <4 x i32>, <4 x i32> addrspace(1)* %v109, align 16
  %v111 = extractelement <4 x i32> %v110, i32 0
  %v112 = trunc i32 %v111 to i16
  %v113 = bitcast i16 %v112 to half
  %v114 = fpext half %v113 to float
  %v115 = extractelement <4 x i32> %v110, i32 0
  %v116 = lshr i32 %v115, 16
  %v117 = trunc i32 %v116 to i16
  %v118 = bitcast i16 %v117 to half
  %v119 = fpext half %v118 to float
  %v120 = extractelement <4 x i32> %v110, i32 1
  %v121 = trunc i32 %v120 to i16
  %v122 = bitcast i16 %v121 to half
  %v123 = fpext half %v122 to float
  %v124 = extractelement <4 x i32> %v110, i32 1
  %v125 = lshr i32 %v124, 16
  %v126 = trunc i32 %v125 to i16
  %v127 = bitcast i16 %v126 to half
  %v128 = fpext half %v127 to float
  %v129 = extractelement <4 x i32> %v110, i32 2
  %v130 = trunc i32 %v129 to i16
  %v131 = bitcast i16 %v130 to half
  %v132 = fpext half %v131 to float
  %v133 = extractelement <4 x i32> %v110, i32 2
  %v134 = lshr i32 %v133, 16
  %v135 = trunc i32 %v134 to i16
  %v136 = bitcast i16 %v135 to half
  %v137 = fpext half %v136 to float
  %v138 = extractelement <4 x i32> %v110, i32 3
  %v139 = trunc i32 %v138 to i16
  %v140 = bitcast i16 %v139 to half
  %v141 = fpext half %v140 to float
  %v142 = extractelement <4 x i32> %v110, i32 3
  %v143 = lshr i32 %v142, 16
  %v144 = trunc i32 %v143 to i16
  %v145 = bitcast i16 %v144 to half
  %v146 = fpext half %v145 to float
  br label %ld_done3
ld_edge2:
  %v147 = icmp ult i64 %v41, %v43
  %v148 = icmp ult i64 %v52, %v53
  %v149 = and i1 %v147, %v148
  %v150 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v151 = bitcast half addrspace(1)* %v150 to <4 x i32> addrspace(1)*
  br i1 %v149, label %ld4, label %ld_next5
ld_done3:
  %v250 = phi float [ %v69, %ld_full1 ], [ %v189, %ld_next7 ]
  %v251 = phi float [ %v74, %ld_full1 ], [ %v190, %ld_next7 ]
  %v252 = phi float [ %v78, %ld_full1 ], [ %v191, %ld_next7 ]
  %v253 = phi float [ %v83, %ld_full1 ], [ %v192, %ld_next7 ]
  %v254 = phi float [ %v87, %ld_full1 ], [ %v193, %ld_next7 ]
  %v255 = phi float [ %v92, %ld_full1 ], [ %v194, %ld_next7 ]
  %v256 = phi float [ %v96, %ld_full1 ], [ %v195, %ld_next7 ]
  %v257 = phi float [ %v101, %ld_full1 ], [ %v196, %ld_next7 ]
  %v258 = phi float [ %v114, %ld_full1 ], [ %v242, %ld_next7 ]
  %v259 = phi float [ %v119, %ld_full1 ], [ %v243, %ld_next7 ]
  %v260 = phi float [ %v123, %ld_full1 ], [ %v244, %ld_next7 ]
  %v261 = phi float [ %v128, %ld_full1 ], [ %v245, %ld_next7 ]
  %v262 = phi float [ %v132, %ld_full1 ], [ %v246, %ld_next7 ]
  %v263 = phi float [ %v137, %ld_full1 ], [ %v247, %ld_next7 ]
  %v264 = phi float [ %v141, %ld_full1 ], [ %v248, %ld_next7 ]
  %v265 = phi float [ %v146, %ld_full1 ], [ %v249, %ld_next7 ]
  %v266 = and i32 %v2, 1
  %v267 = shl i32 %v266, 3
  %v268 = lshr i32 %v2, 1
  %v269 = and i32 %v268, 1
  %v270 = shl i32 %v269, 4
  %v271 = or i32 %v267, %v270
  %v272 = lshr i32 %v2, 2
  %v273 = and i32 %v272, 1
  %v274 = shl i32 %v273, 5
  %v275 = or i32 %v271, %v274
  %v276 = lshr i32 %v2, 3
  %v277 = and i32 %v276, 1
  %v278 = shl i32 %v277, 6
  %v279 = or i32 %v275, %v278
  %v280 = lshr i32 %v2, 4
  %v281 = and i32 %v280, 1
  %v282 = shl i32 %v281, 7
  %v283 = or i32 %v279, %v282
  %v284 = and i32 %v3, 1
  %v285 = shl i32 %v284, 8
  %v286 = or i32 %v283, %v285
  %v287 = lshr i32 %v3, 1
  %v288 = and i32 %v287, 1
  %v289 = shl i32 %v288, 9
  %v290 = or i32 %v286, %v289
  %v291 = lshr i32 %v3, 2
  %v292 = and i32 %v291, 1
  %v293 = shl i32 %v292, 10
  %v294 = or i32 %v290, %v293
  %v295 = lshr i32 %v294, 6
  %v296 = and i32 %v295, 63
  %v297 = and i32 %v294, 63
  %v298 = sext i32 %v4 to i64
  %v299 = mul i64 %v298, 64
  %v300 = zext i32 %v296 to i64
  %v301 = add i64 %v299, %v300
  %v302 = sext i32 %p8 to i64
  %v303 = zext i32 %p6 to i64
  %v304 = mul i64 %v301, %v302
  %v305 = add i64 %v299, 64
  %v306 = icmp sle i64 %v305, %v303
  %v307 = icmp sge i64 %v298, 0
  %v308 = and i1 %v306, %v307
  %v309 = sext i32 %v5 to i64
  %v310 = mul i64 %v309, 64
  %v311 = zext i32 %v297 to i64
  %v312 = add i64 %v310, %v311
  %v313 = zext i32 %p7 to i64
  %v314 = add i64 %v304, %v312
  %v315 = add i64 %v310, 64
  %v316 = icmp sle i64 %v315, %v313
  %v317 = icmp sge i64 %v309, 0
  %v318 = and i1 %v316, %v317
  %v319 = and i1 %v308, %v318
  br i1 %v319, label %st_full8, label %st_edge9
ld4:
  %v152 = load <4 x i32>, <4 x i32> addrspace(1)* %v151, align 16
  %v153 = extractelement <4 x i32> %v152, i32 0
  %v154 = trunc i32 %v153 to i16
  %v155 = bitcast i16 %v154 to half
  %v156 = fpext half %v155 to float
  %v157 = extractelement <4 x i32> %v152, i32 0
  %v158 = lshr i32 %v157, 16
  %v159 = trunc i32 %v158 to i16
  %v160 = bitcast i16 %v159 to half
  %v161 = fpext half %v160 to float
  %v162 = extractelement <4 x i32> %v152, i32 1
  %v163 = trunc i32 %v162 to i16
  %v164 = bitcast i16 %v163 to half
  %v165 = fpext half %v164 to float
  %v166 = extractelement <4 x i32> %v152, i32 1
  %v167 = lshr i32 %v166, 16
  %v168 = trunc i32 %v167 to i16
  %v169 = bitcast i16 %v168 to half
  %v170 = fpext half %v169 to float
  %v171 = extractelement <4 x i32> %v152, i32 2
  %v172 = trunc i32 %v171 to i16
  %v173 = bitcast i16 %v172 to half
  %v174 = fpext half %v173 to float
  %v175 = extractelement <4 x i32> %v152, i32 2
  %v176 = lshr i32 %v175, 16
  %v177 = trunc i32 %v176 to i16
  %v178 = bitcast i16 %v177 to half
  %v179 = fpext half %v178 to float
  %v180 = extractelement <4 x i32> %v152, i32 3
  %v181 = trunc i32 %v180 to i16
  %v182 = bitcast i16 %v181 to half
  %v183 = fpext half %v182 to float
  %v184 = extractelement <4 x i32> %v152, i32 3
  %v185 = lshr i32 %v184, 16
  %v186 = trunc i32 %v185 to i16
  %v187 = bitcast i16 %v186 to half
  %v188 = fpext half %v187 to float
  br label %ld_next5
ld_next5:
  %v189 = phi float [ %v156, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v190 = phi float [ %v161, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v191 = phi float [ %v165, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v192 = phi float [ %v170, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v193 = phi float [ %v174, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v194 = phi float [ %v179, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v195 = phi float [ %v183, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v196 = phi float [ %v188, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v197 = mul i64 32, %v42
  %v198 = add i64 %v54, %v197
  %v199 = add i64 %v41, 32
  %v200 = icmp ult i64 %v199, %v43
  %v201 = icmp ult i64 %v52, %v53
  %v202 = and i1 %v200, %v201
  %v203 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v198
  %v204 = bitcast half addrspace(1)* %v203 to <4 x i32> addrspace(1)*
  br i1 %v202, label %ld6, label %ld_next7
ld6:
  %v205 = load <4 x i32>, <4 x i32> addrspace(1)* %v204, align 16
  %v206 = extractelement <4 x i32> %v205, i32 0
  %v207 = trunc i32 %v206 to i16
  %v208 = bitcast i16 %v207 to half
  %v209 = fpext half %v208 to float
  %v210 = extractelement <4 x i32> %v205, i32 0
  %v211 = lshr i32 %v210, 16
  %v212 = trunc i32 %v211 to i16
  %v213 = bitcast i16 %v212 to half
  %v214 = fpext half %v213 to float
  %v215 = extractelement <4 x i32> %v205, i32 1
  %v216 = trunc i32 %v215 to i16
  %v217 = bitcast i16 %v216 to half
  %v218 = fpext half %v217 to float
  %v219 = extractelement <4 x i32> %v205, i32 1
  %v220 = lshr i32 %v219, 16
  %v221 = trunc i32 %v220 to i16
  %v222 = bitcast i16 %v221 to half
  %v223 = fpext half %v222 to float
  %v224 = extractelement <4 x i32> %v205, i32 2
  %v225 = trunc i32 %v224 to i16
  %v226 = bitcast i16 %v225 to half
  %v227 = fpext half %v226 to float
  %v228 = extractelement <4 x i32> %v205, i32 2
  %v229 = lshr i32 %v228, 16
  %v230 = trunc i32 %v229 to i16
  %v231 = bitcast i16 %v230 to half
  %v232 = fpext half %v231 to float
  %v233 = extractelement <4 x i32> %v205, i32 3
  %v234 = trunc i32 %v233 to i16
  %v235 = bitcast i16 %v234 to half
  %v236 = fpext half %v235 to float
  %v237 = extractelement <4 x i32> %v205, i32 3
  %v238 = lshr i32 %v237, 16
  %v239 = trunc i32 %v238 to i16
  %v240 = bitcast i16 %v239 to half
  %v241 = fpext half %v240 to float
  br label %ld_next7
ld_next7:
  %v242 = phi float [ %v209, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v243 = phi float [ %v214, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v244 = phi float [ %v218, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v245 = phi float [ %v223, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v246 = phi float [ %v227, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v247 = phi float [ %v232, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v248 = phi float [ %v236, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v249 = phi float [ %v241, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  br label %ld_done3
st_full8:
  %v320 = icmp ult i64 %v301, %v303
  %v321 = icmp ult i64 %v312, %v313
  %v322 = and i1 %v320, %v321
  %v323 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v314
  %v324 = fptrunc float %v250 to half
  store half %v324, half addrspace(1)* %v323, align 2
  %v325 = icmp ult i64 %v301, %v303
  %v326 = add i64 %v314, 1
  %v327 = add i64 %v312, 1
  %v328 = icmp ult i64 %v327, %v313
  %v329 = and i1 %v325, %v328
  %v330 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v326
  %v331 = fptrunc float %v251 to half
  store half %v331, half addrspace(1)* %v330, align 2
  %v332 = icmp ult i64 %v301, %v303
  %v333 = add i64 %v314, 2
  %v334 = add i64 %v312, 2
  %v335 = icmp ult i64 %v334, %v313
  %v336 = and i1 %v332, %v335
  %v337 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v333
  %v338 = fptrunc float %v252 to half
  store half %v338, half addrspace(1)* %v337, align 2
  %v339 = icmp ult i64 %v301, %v303
  %v340 = add i64 %v314, 3
  %v341 = add i64 %v312, 3
  %v342 = icmp ult i64 %v341, %v313
  %v343 = and i1 %v339, %v342
  %v344 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v340
  %v345 = fptrunc float %v253 to half
  store half %v345, half addrspace(1)* %v344, align 2
  %v346 = icmp ult i64 %v301, %v303
  %v347 = add i64 %v314, 4
  %v348 = add i64 %v312, 4
  %v349 = icmp ult i64 %v348, %v313
  %v350 = and i1 %v346, %v349
  %v351 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v347
  %v352 = fptrunc float %v254 to half
  store half %v352, half addrspace(1)* %v351, align 2
  %v353 = icmp ult i64 %v301, %v303
  %v354 = add i64 %v314, 5
  %v355 = add i64 %v312, 5
  %v356 = icmp ult i64 %v355, %v313
  %v357 = and i1 %v353, %v356
  %v358 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v354
  %v359 = fptrunc float %v255 to half
  store half %v359, half addrspace(1)* %v358, align 2
  %v360 = icmp ult i64 %v301, %v303
  %v361 = add i64 %v314, 6
  %v362 = add i64 %v312, 6
  %v363 = icmp ult i64 %v362, %v313
  %v364 = and i1 %v360, %v363
  %v365 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v361
  %v366 = fptrunc float %v256 to half
  store half %v366, half addrspace(1)* %v365, align 2
  %v367 = icmp ult i64 %v301, %v303
  %v368 = add i64 %v314, 7
  %v369 = add i64 %v312, 7
  %v370 = icmp ult i64 %v369, %v313
  %v371 = and i1 %v367, %v370
  %v372 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v368
  %v373 = fptrunc float %v257 to half
  store half %v373, half addrspace(1)* %v372, align 2
  %v374 = mul i64 32, %v302
  %v375 = add i64 %v314, %v374
  %v376 = add i64 %v301, 32
  %v377 = icmp ult i64 %v376, %v303
  %v378 = icmp ult i64 %v312, %v313
  %v379 = and i1 %v377, %v378
  %v380 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v375
  %v381 = fptrunc float %v258 to half
  store half %v381, half addrspace(1)* %v380, align 2
  %v382 = mul i64 32, %v302
  %v383 = add i64 %v314, %v382
  %v384 = add i64 %v301, 32
  %v385 = icmp ult i64 %v384, %v303
  %v386 = add i64 %v383, 1
  %v387 = add i64 %v312, 1
  %v388 = icmp ult i64 %v387, %v313
  %v389 = and i1 %v385, %v388
  %v390 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v386
  %v391 = fptrunc float %v259 to half
  store half %v391, half addrspace(1)* %v390, align 2
  %v392 = mul i64 32, %v302
  %v393 = add i64 %v314, %v392
  %v394 = add i64 %v301, 32
  %v395 = icmp ult i64 %v394, %v303
  %v396 = add i64 %v393, 2
  %v397 = add i64 %v312, 2
  %v398 = icmp ult i64 %v397, %v313
  %v399 = and i1 %v395, %v398
  %v400 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v396
  %v401 = fptrunc float %v260 to half
  store half %v401, half addrspace(1)* %v400, align 2
  %v402 = mul i64 32, %v302
  %v403 = add i64 %v314, %v402
  %v404 = add i64 %v301, 32
  %v405 = icmp ult i64 %v404, %v303
  %v406 = add i64 %v403, 3
  %v407 = add i64 %v312, 3
  %v408 = icmp ult i64 %v407, %v313
  %v409 = and i1 %v405, %v408
  %v410 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v406
  %v411 = fptrunc float %v261 to half
  store half %v411, half addrspace(1)* %v410, align 2
  %v412 = mul i64 32, %v302
  %v413 = add i64 %v314, %v412
  %v414 = add i64 %v301, 32
  %v415 = icmp ult i64 %v414, %v303
  %v416 = add i64 %v413, 4
  %v417 = add i64 %v312, 4
  %v418 = icmp ult i64 %v417, %v313
  %v419 = and i1 %v415, %v418
  %v420 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v416
  %v421 = fptrunc float %v262 to half
  store half %v421, half addrspace(1)* %v420, align 2
  %v422 = mul i64 32, %v302
  %v423 = add i64 %v314, %v422
  %v424 = add i64 %v301, 32
  %v425 = icmp ult i64 %v424, %v303
  %v426 = add i64 %v423, 5
  %v427 = add i64 %v312, 5
  %v428 = icmp ult i64 %v427, %v313
  %v429 = and i1 %v425, %v428
  %v430 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v426
  %v431 = fptrunc float %v263 to half
  store half %v431, half addrspace(1)* %v430, align 2
  %v432 = mul i64 32, %v302
  %v433 = add i64 %v314, %v432
  %v434 = add i64 %v301, 32
  %v435 = icmp ult i64 %v434, %v303
  %v436 = add i64 %v433, 6
  %v437 = add i64 %v312, 6
  %v438 = icmp ult i64 %v437, %v313
  %v439 = and i1 %v435, %v438
  %v440 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  %v441 = fptrunc float %v264 to half
  store half %v441, half addrspace(1)* %v440, align 2
  %v442 = mul i64 32, %v302
  %v443 = add i64 %v314, %v442
  %v444 = add i64 %v301, 32
  %v445 = icmp ult i64 %v444, %v303
  %v446 = add i64 %v443, 7
  %v447 = add i64 %v312, 7
  %v448 = icmp ult i64 %v447, %v313
  %v449 = and i1 %v445, %v448
  %v450 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v446
  %v451 = fptrunc float %v265 to half
  store half %v451, half addrspace(1)* %v450, align 2
  br label %st_done10
st_edge9:
  %v452 = icmp ult i64 %v301, %v303
  %v453 = icmp ult i64 %v312, %v313
  %v454 = and i1 %v452, %v453
  %v455 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v314
  br i1 %v454, label %st11, label %join12
st_done10:
  ret void
st11:
  %v456 = fptrunc float %v250 to half
  store half %v456, half addrspace(1)* %v455, align 2
  br label %join12
join12:
  %v457 = icmp ult i64 %v301, %v303
  %v458 = add i64 %v314, 1
  %v459 = add i64 %v312, 1
  %v460 = icmp ult i64 %v459, %v313
  %v461 = and i1 %v457, %v460
  %v462 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v458
  br i1 %v461, label %st13, label %join14
st13:
  %v463 = fptrunc float %v251 to half
  store half %v463, half addrspace(1)* %v462, align 2
  br label %join14
join14:
  %v464 = icmp ult i64 %v301, %v303
  %v465 = add i64 %v314, 2
  %v466 = add i64 %v312, 2
  %v467 = icmp ult i64 %v466, %v313
  %v468 = and i1 %v464, %v467
  %v469 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v465
  br i1 %v468, label %st15, label %join16
st15:
  %v470 = fptrunc float %v252 to half
  store half %v470, half addrspace(1)* %v469, align 2
  br label %join16
join16:
  %v471 = icmp ult i64 %v301, %v303
  %v472 = add i64 %v314, 3
  %v473 = add i64 %v312, 3
  %v474 = icmp ult i64 %v473, %v313
  %v475 = and i1 %v471, %v474
  %v476 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v472
  br i1 %v475, label %st17, label %join18
st17:
  %v477 = fptrunc float %v253 to half
  store half %v477, half addrspace(1)* %v476, align 2
  br label %join18
join18:
  %v478 = icmp ult i64 %v301, %v303
  %v479 = add i64 %v314, 4
  %v480 = add i64 %v312, 4
  %v481 = icmp ult i64 %v480, %v313
  %v482 = and i1 %v478, %v481
  %v483 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v479
  br i1 %v482, label %st19, label %join20
st19:
  %v484 = fptrunc float %v254 to half
  store half %v484, half addrspace(1)* %v483, align 2
  br label %join20
join20:
  %v485 = icmp ult i64 %v301, %v303
  %v486 = add i64 %v314, 5
  %v487 = add i64 %v312, 5
  %v488 = icmp ult i64 %v487, %v313
  %v489 = and i1 %v485, %v488
  %v490 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v486
  br i1 %v489, label %st21, label %join22
st21:
  %v491 = fptrunc float %v255 to half
  store half %v491, half addrspace(1)* %v490, align 2
  br label %join22
join22:
  %v492 = icmp ult i64 %v301, %v303
  %v493 = add i64 %v314, 6
  %v494 = add i64 %v312, 6
  %v495 = icmp ult i64 %v494, %v313
  %v496 = and i1 %v492, %v495
  %v497 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v493
  br i1 %v496, label %st23, label %join24
st23:
  %v498 = fptrunc float %v256 to half
  store half %v498, half addrspace(1)* %v497, align 2
  br label %join24
join24:
  %v499 = icmp ult i64 %v301, %v303
  %v500 = add i64 %v314, 7
  %v501 = add i64 %v312, 7
  %v502 = icmp ult i64 %v501, %v313
  %v503 = and i1 %v499, %v502
  %v504 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v500
  br i1 %v503, label %st25, label %join26
st25:
  %v505 = fptrunc float %v257 to half
  store half %v505, half addrspace(1)* %v504, align 2
  br label %join26
join26:
  %v506 = mul i64 32, %v302
  %v507 = add i64 %v314, %v506
  %v508 = add i64 %v301, 32
  %v509 = icmp ult i64 %v508, %v303
  %v510 = icmp ult i64 %v312, %v313
  %v511 = and i1 %v509, %v510
  %v512 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v507
  br i1 %v511, label %st27, label %join28
st27:
  %v513 = fptrunc float %v258 to half
  store half %v513, half addrspace(1)* %v512, align 2
  br label %join28
join28:
  %v514 = mul i64 32, %v302
  %v515 = add i64 %v314, %v514
  %v516 = add i64 %v301, 32
  %v517 = icmp ult i64 %v516, %v303
  %v518 = add i64 %v515, 1
  %v519 = add i64 %v312, 1
  %v520 = icmp ult i64 %v519, %v313
  %v521 = and i1 %v517, %v520
  %v522 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v518
  br i1 %v521, label %st29, label %join30
st29:
  %v523 = fptrunc float %v259 to half
  store half %v523, half addrspace(1)* %v522, align 2
  br label %join30
join30:
  %v524 = mul i64 32, %v302
  %v525 = add i64 %v314, %v524
  %v526 = add i64 %v301, 32
  %v527 = icmp ult i64 %v526, %v303
  %v528 = add i64 %v525, 2
  %v529 = add i64 %v312, 2
  %v530 = icmp ult i64 %v529, %v313
  %v531 = and i1 %v527, %v530
  %v532 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v528
  br i1 %v531, label %st31, label %join32
st31:
  %v533 = fptrunc float %v260 to half
  store half %v533, half addrspace(1)* %v532, align 2
  br label %join32
join32:
  %v534 = mul i64 32, %v302
  %v535 = add i64 %v314, %v534
  %v536 = add i64 %v301, 32
  %v537 = icmp ult i64 %v536, %v303
  %v538 = add i64 %v535, 3
  %v539 = add i64 %v312, 3
  %v540 = icmp ult i64 %v539, %v313
  %v541 = and i1 %v537, %v540
  %v542 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v538
  br i1 %v541, label %st33, label %join34
st33:
  %v543 = fptrunc float %v261 to half
  store half %v543, half addrspace(1)* %v542, align 2
  br label %join34
join34:
  %v544 = mul i64 32, %v302
  %v545 = add i64 %v314, %v544
  %v546 = add i64 %v301, 32
  %v547 = icmp ult i64 %v546, %v303
  %v548 = add i64 %v545, 4
  %v549 = add i64 %v312, 4
  %v550 = icmp ult i64 %v549, %v313
  %v551 = and i1 %v547, %v550
  %v552 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v548
  br i1 %v551, label %st35, label %join36
st35:
  %v553 = fptrunc float %v262 to half
  store half %v553, half addrspace(1)* %v552, align 2
  br label %join36
join36:
  %v554 = mul i64 32, %v302
  %v555 = add i64 %v314, %v554
  %v556 = add i64 %v301, 32
  %v557 = icmp ult i64 %v556, %v303
  %v558 = add i64 %v555, 5
  %v559 = add i64 %v312, 5
  %v560 = icmp ult i64 %v559, %v313
  %v561 = and i1 %v557, %v560
  %v562 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v558
  br i1 %v561, label %st37, label %join38
st37:
  %v563 = fptrunc float %v263 to half
  store half %v563, half addrspace(1)* %v562, align 2
  br label %join38
join38:
  %v564 = mul i64 32, %v302
  %v565 = add i64 %v314, %v564
  %v566 = add i64 %v301, 32
  %v567 = icmp ult i64 %v566, %v303
  %v568 = add i64 %v565, 6
  %v569 = add i64 %v312, 6
  %v570 = icmp ult i64 %v569, %v313
  %v571 = and i1 %v567, %v570
  %v572 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v568
  br i1 %v571, label %st39, label %join40
st39:
  %v573 = fptrunc float %v264 to half
  store half %v573, half addrspace(1)* %v572, align 2
  br label %join40
join40:
  %v574 = mul i64 32, %v302
  %v575 = add i64 %v314, %v574
  %v576 = add i64 %v301, 32
  %v577 = icmp ult i64 %v576, %v303
  %v578 = add i64 %v575, 7
  %v579 = add i64 %v312, 7
  %v580 = icmp ult i64 %v579, %v313
  %v581 = and i1 %v577, %v580
  %v582 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v578
  br i1 %v581, label %st41, label %join42
st41:
  %v583 = fptrunc float %v265 to half
  store half %v583, half addrspace(1)* %v582, align 2
  br label %join42
join42:
  br label %st_done10
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 6
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 7
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 8
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 9
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v54
  %v64 = load float, float addrspace(1)* %v63, align 4
  %v65 = icmp ult i64 %v41, %v43
  %v66 = add i64 %v54, 1
  %v67 = add i64 %v52, 1
  %v68 = icmp ult i64 %v67, %v53
  %v69 = and i1 %v65, %v68
  %v70 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v66
  %v71 = load float, float addrspace(1)* %v70, align 4
  %v72 = icmp ult i64 %v41, %v43
  %v73 = add i64 %v54, 2
  %v74 = add i64 %v52, 2
  %v75 = icmp ult i64 %v74, %v53
  %v76 = and i1 %v72, %v75
  %v77 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v73
  %v78 = load float, float addrspace(1)* %v77, align 4
  %v79 = icmp ult i64 %v41, %v43
  %v80 = add i64 %v54, 3
  %v81 = add i64 %v52, 3
  %v82 = icmp ult i64 %v81, %v53
  %v83 = and i1 %v79, %v82
  %v84 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v85 = load float, float addrspace(1)* %v84, align 4
  %v86 = mul i64 16, %v42
  %v87 = add i64 %v54, %v86
  %v88 = add i64 %v41, 16
  %v89 = icmp ult i64 %v88, %v43
  %v90 = icmp ult i64 %v52, %v53
  %v91 = and i1 %v89, %v90
  %v92 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v87
  %v93 = load float, float addrspace(1)* %v92, align 4
  %v94 = mul i64 16, %v42
  %v95 = add i64 %v54, %v94
  %v96 = add i64 %v41, 16
  %v97 = icmp ult i64 %v96, %v43
  %v98 = add i64 %v95, 1
  %v99 = add i64 %v52, 1
  %v100 = icmp ult i64 %v99, %v53
  %v101 = and i1 %v97, %v100
  %v102 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v98
  %v103 = load float, float addrspace(1)* %v102, align 4
  %v104 = mul i64 16, %v42
  %v105 = add i64 %v54, %v104
  %v106 = add i64 %v41, 16
  %v107 = icmp ult i64 %v106, %v43
  %v108 = add i64 %v105, 2
  %v109 = add i64 %v52, 2
  %v110 = icmp ult i64 %v109, %v53
  %v111 = and i1 %v107, %v110
  %v112 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v108
  %v113 = load float, float addrspace(1)* %v112, align 4
  %v114 = mul i64 16, %v42
  %v115 = add i64 %v54, %v114
  %v116 = add i64 %v41, 16
  %v117 = icmp ult i64 %v116, %v43
  %v118 = add i64 %v115, 3
  %v119 = add i64 %v52, 3
  %v120 = icmp ult i64 %v119, %v53
  %v121 = and i1 %v117, %v120
  %v122 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v118
  %v123 = load float, float addrspace(1)* %v122, align 4
  %v124 = mul i64 32, %v42
  %v125 = add i64 %v54, %v124
  %v126 = add i64 %v41, 32
  %v127 = icmp ult i64 %v126, %v43
  %v128 = icmp ult i64 %v52, %v53
  %v129 = and i1 %v127, %v128
  %v130 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v125
  %v131 = load float, float addrspace(1)* %v130, align 4
  %v132 = mul i64 32, %v42
  %v133 = add i64 %v54, %v132
  %v134 = add i64 %v41, 32
  %v135 = icmp ult i64 %v134, %v43
  %v136 = add i64 %v133, 1
  %v137 = add i64 %v52, 1
  %v138 = icmp ult i64 %v137, %v53
  %v139 = and i1 %v135, %v138
  %v140 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v136
  %v141 = load float, float addrspace(1)* %v140, align 4
  %v142 = mul i64 32, %v42
  %v143 = add i64 %v54, %v142
  %v144 = add i64 %v41, 32
  %v145 = icmp ult i64 %v144, %v43
  %v146 = add i64 %v143, 2
  %v147 = add i64 %v52, 2
  %v148 = icmp ult i64 %v147, %v53
  %v149 = and i1 %v145, %v148
  %v150 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v146
  %v151 = load float, float addrspace(1)* %v150, align 4
  %v152 = mul i64 32, %v42
  %v153 = add i64 %v54, %v152
  %v154 = add i64 %v41, 32
  %v155 = icmp ult i64 %v154, %v43
  %v156 = add i64 %v153, 3
  %v157 = add i64 %v52, 3
  %v158 = icmp ult i64 %v157, %v53
  %v159 = and i1 %v155, %v158
  %v160 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v156
  %v161 = load float, float addrspace(1)* %v160, align 4
  %v162 = mul i64 48, %v42
  %v163 = add i64 %v54, %v162
  %v164 = add i64 %v41, 48
  %v165 = icmp ult i64 %v164, %v43
  %v166 = icmp ult i64 %v52, %v53
  %v167 = and i1 %v165, %v166
  %v168 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v163
  %v169 = load float, float addrspace(1)* %v168, align 4
  %v170 = mul i64 48, %v42
  %v171 = add i64 %v54, %v170
  %v172 = add i64 %v41, 48
  %v173 = icmp ult i64 %v172, %v43
  %v174 = add i64 %v171, 1
  %v175 = add i64 %v52, 1
  %v176 = icmp ult i64 %v175, %v53
  %v177 = and i1 %v173, %v176
  %v178 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v174
  %v179 = load float, float addrspace(1)* %v178, align 4
  %v180 = mul i64 48, %v42
  %v181 = add i64 %v54, %v180
  %v182 = add i64 %v41, 48
  %v183 = icmp ult i64 %v182, %v43
  %v184 = add i64 %v181, 2
  %v185 = add i64 %v52, 2
  %v186 = icmp ult i64 %v185, %v53
  %v187 = and i1 %v183, %v186
  %v188 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v184
  %v189 = load float, float addrspace(1)* %v188, align 4
  %v190 = mul i64 48, %v42
  %v191 = add i64 %v54, %v190
  %v192 = add i64 %v41, 48
  %v193 = icmp ult i64 %v192, %v43
  %v194 = add i64 %v191, 3
  %v195 = add i64 %v52, 3
  %v196 = icmp ult i64 %v195, %v53
  %v197 = and i1 %v193, %v196
  %v198 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v194
  %v199 = load float, float addrspace(1)* %v198, align 4
  br label %ld_done3
ld_edge2:
  %v200 = icmp ult i64 %v41, %v43
  %v201 = icmp ult i64 %v52, %v53
  %v202 = and i1 %v200, %v201
  %v203 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v54
  br i1 %v202, label %ld4, label %ld_next5
ld_done3:
  %v356 = phi float [ %v64, %ld_full1 ], [ %v205, %ld_next35 ]
  %v357 = phi float [ %v71, %ld_full1 ], [ %v213, %ld_next35 ]
  %v358 = phi float [ %v78, %ld_full1 ], [ %v221, %ld_next35 ]
  %v359 = phi float [ %v85, %ld_full1 ], [ %v229, %ld_next35 ]
  %v360 = phi float [ %v93, %ld_full1 ], [ %v238, %ld_next35 ]
  %v361 = phi float [ %v103, %ld_full1 ], [ %v249, %ld_next35 ]
  %v362 = phi float [ %v113, %ld_full1 ], [ %v260, %ld_next35 ]
  %v363 = phi float [ %v123, %ld_full1 ], [ %v271, %ld_next35 ]
  %v364 = phi float [ %v131, %ld_full1 ], [ %v280, %ld_next35 ]
  %v365 = phi float [ %v141, %ld_full1 ], [ %v291, %ld_next35 ]
  %v366 = phi float [ %v151, %ld_full1 ], [ %v302, %ld_next35 ]
  %v367 = phi float [ %v161, %ld_full1 ], [ %v313, %ld_next35 ]
  %v368 = phi float [ %v169, %ld_full1 ], [ %v322, %ld_next35 ]
  %v369 = phi float [ %v179, %ld_full1 ], [ %v333, %ld_next35 ]
  %v370 = phi float [ %v189, %ld_full1 ], [ %v344, %ld_next35 ]
  %v371 = phi float [ %v199, %ld_full1 ], [ %v355, %ld_next35 ]
  %v372 = and i32 %v2, 1
  %v373 = shl i32 %v372, 2
  %v374 = lshr i32 %v2, 1
  %v375 = and i32 %v374, 1
  %v376 = shl i32 %v375, 3
  %v377 = or i32 %v373, %v376
  %v378 = lshr i32 %v2, 2
  %v379 = and i32 %v378, 1
  %v380 = shl i32 %v379, 4
  %v381 = or i32 %v377, %v380
  %v382 = lshr i32 %v2, 3
  %v383 = and i32 %v382, 1
  %v384 = shl i32 %v383, 5
  %v385 = or i32 %v381, %v384
  %v386 = lshr i32 %v2, 4
  %v387 = and i32 %v386, 1
  %v388 = shl i32 %v387, 6
  %v389 = or i32 %v385, %v388
  %v390 = and i32 %v3, 1
  %v391 = shl i32 %v390, 7
  %v392 = or i32 %v389, %v391
  %v393 = lshr i32 %v3, 1
  %v394 = and i32 %v393, 1
  %v395 = shl i32 %v394, 8
  %v396 = or i32 %v392, %v395
  %v397 = lshr i32 %v3, 2
  %v398 = and i32 %v397, 1
  %v399 = shl i32 %v398, 9
  %v400 = or i32 %v396, %v399
  %v401 = lshr i32 %v400, 6
  %v402 = and i32 %v401, 63
  %v403 = and i32 %v400, 63
  %v404 = sext i32 %v4 to i64
  %v405 = mul i64 %v404, 64
  %v406 = zext i32 %v402 to i64
  %v407 = add i64 %v405, %v406
  %v408 = sext i32 %p8 to i64
  %v409 = zext i32 %p6 to i64
  %v410 = mul i64 %v407, %v408
  %v411 = add i64 %v405, 64
  %v412 = icmp sle i64 %v411, %v409
  %v413 = icmp sge i64 %v404, 0
  %v414 = and i1 %v412, %v413
  %v415 = sext i32 %v5 to i64
  %v416 = mul i64 %v415, 64
  %v417 = zext i32 %v403 to i64
  %v418 = add i64 %v416, %v417
  %v419 = zext i32 %p7 to i64
  %v420 = add i64 %v410, %v418
  %v421 = add i64 %v416, 64
  %v422 = icmp sle i64 %v421, %v419
  %v423 = icmp sge i64 %v415, 0
  %v424 = and i1 %v422, %v423
  %v425 = and i1 %v414, %v424
  br i1 %v425, label %st_full36, label %st_edge37
ld4:
  %v204 = load float, float addrspace(1)* %v203, align 4
  br label %ld_next5
ld_next5:
  %v205 = phi float [ %v204, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v206 = icmp ult i64 %v41, %v43
  %v207 = add i64 %v54, 1
  %v208 = add i64 %v52, 1
  %v209 = icmp ult i64 %v208, %v53
  %v210 = and i1 %v206, %v209
  %v211 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v207
  br i1 %v210, label %ld6, label %ld_next7
ld6:
  %v212 = load float, float addrspace(1)* %v211, align 4
  br label %ld_next7
ld_next7:
  %v213 = phi float [ %v212, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v214 = icmp ult i64 %v41, %v43
  %v215 = add i64 %v54, 2
  %v216 = add i64 %v52, 2
  %v217 = icmp ult i64 %v216, %v53
  %v218 = and i1 %v214, %v217
  %v219 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v215
  br i1 %v218, label %ld8, label %ld_next9
ld8:
  %v220 = load float, float addrspace(1)* %v219, align 4
  br label %ld_next9
ld_next9:
  %v221 = phi float [ %v220, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v222 = icmp ult i64 %v41, %v43
  %v223 = add i64 %v54, 3
  %v224 = add i64 %v52, 3
  %v225 = icmp ult i64 %v224, %v53
  %v226 = and i1 %v222, %v225
  %v227 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v223
  br i1 %v226, label %ld10, label %ld_next11
ld10:
  %v228 = load float, float addrspace(1)* %v227, align 4
  br label %ld_next11
ld_next11:
  %v229 = phi float [ %v228, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v230 = mul i64 16, %v42
  %v231 = add i64 %v54, %v230
  %v232 = add i64 %v41, 16
  %v233 = icmp ult i64 %v232, %v43
  %v234 = icmp ult i64 %v52, %v53
  %v235 = and i1 %v233, %v234
  %v236 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v231
  br i1 %v235, label %ld12, label %ld_next13
ld12:
  %v237 = load float, float addrspace(1)* %v236, align 4
  br label %ld_next13
ld_next13:
  %v238 = phi float [ %v237, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v239 = mul i64 16, %v42
  %v240 = add i64 %v54, %v239
  %v241 = add i64 %v41, 16
  %v242 = icmp ult i64 %v241, %v43
  %v243 = add i64 %v240, 1
  %v244 = add i64 %v52, 1
  %v245 = icmp ult i64 %v244, %v53
  %v246 = and i1 %v242, %v245
  %v247 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v243
  br i1 %v246, label %ld14, label %ld_next15
ld14:
  %v248 = load float, float addrspace(1)* %v247, align 4
  br label %ld_next15
ld_next15:
  %v249 = phi float [ %v248, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v250 = mul i64 16, %v42
  %v251 = add i64 %v54, %v250
  %v252 = add i64 %v41, 16
  %v253 = icmp ult i64 %v252, %v43
  %v254 = add i64 %v251, 2
  %v255 = add i64 %v52, 2
  %v256 = icmp ult i64 %v255, %v53
  %v257 = and i1 %v253, %v256
  %v258 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v254
  br i1 %v257, label %ld16, label %ld_next17
ld16:
  %v259 = load float, float addrspace(1)* %v258, align 4
  br label %ld_next17
ld_next17:
  %v260 = phi float [ %v259, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v261 = mul i64 16, %v42
  %v262 = add i64 %v54, %v261
  %v263 = add i64 %v41, 16
  %v264 = icmp ult i64 %v263, %v43
  %v265 = add i64 %v262, 3
  %v266 = add i64 %v52, 3
  %v267 = icmp ult i64 %v266, %v53
  %v268 = and i1 %v264, %v267
  %v269 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v265
  br i1 %v268, label %ld18, label %ld_next19
ld18:
  %v270 = load float, float addrspace(1)* %v269, align 4
  br label %ld_next19
ld_next19:
  %v271 = phi float [ %v270, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v272 = mul i64 32, %v42
  %v273 = add i64 %v54, %v272
  %v274 = add i64 %v41, 32
  %v275 = icmp ult i64 %v274, %v43
  %v276 = icmp ult i64 %v52, %v53
  %v277 = and i1 %v275, %v276
  %v278 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v273
  br i1 %v277, label %ld20, label %ld_next21
ld20:
  %v279 = load float, float addrspace(1)* %v278, align 4
  br label %ld_next21
ld_next21:
  %v280 = phi float [ %v279, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v281 = mul i64 32, %v42
  %v282 = add i64 %v54, %v281
  %v283 = add i64 %v41, 32
  %v284 = icmp ult i64 %v283, %v43
  %v285 = add i64 %v282, 1
  %v286 = add i64 %v52, 1
  %v287 = icmp ult i64 %v286, %v53
  %v288 = and i1 %v284, %v287
  %v289 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v285
  br i1 %v288, label %ld22, label %ld_next23
ld22:
  %v290 = load float, float addrspace(1)* %v289, align 4
  br label %ld_next23
ld_next23:
  %v291 = phi float [ %v290, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v292 = mul i64 32, %v42
  %v293 = add i64 %v54, %v292
  %v294 = add i64 %v41, 32
  %v295 = icmp ult i64 %v294, %v43
  %v296 = add i64 %v293, 2
  %v297 = add i64 %v52, 2
  %v298 = icmp ult i64 %v297, %v53
  %v299 = and i1 %v295, %v298
  %v300 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v296
  br i1 %v299, label %ld24, label %ld_next25
ld24:
  %v301 = load float, float addrspace(1)* %v300, align 4
  br label %ld_next25
ld_next25:
  %v302 = phi float [ %v301, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v303 = mul i64 32, %v42
  %v304 = add i64 %v54, %v303
  %v305 = add i64 %v41, 32
  %v306 = icmp ult i64 %v305, %v43
  %v307 = add i64 %v304, 3
  %v308 = add i64 %v52, 3
  %v309 = icmp ult i64 %v308, %v53
  %v310 = and i1 %v306, %v309
  %v311 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v307
  br i1 %v310, label %ld26, label %ld_next27
ld26:
  %v312 = load float, float addrspace(1)* %v311, align 4
  br label %ld_next27
ld_next27:
  %v313 = phi float [ %v312, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v314 = mul i64 48, %v42
  %v315 = add i64 %v54, %v314
  %v316 = add i64 %v41, 48
  %v317 = icmp ult i64 %v316, %v43
  %v318 = icmp ult i64 %v52, %v53
  %v319 = and i1 %v317, %v318
  %v320 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v315
  br i1 %v319, label %ld28, label %ld_next29
ld28:
  %v321 = load float, float addrspace(1)* %v320, align 4
  br label %ld_next29
ld_next29:
  %v322 = phi float [ %v321, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v323 = mul i64 48, %v42
  %v324 = add i64 %v54, %v323
  %v325 = add i64 %v41, 48
  %v326 = icmp ult i64 %v325, %v43
  %v327 = add i64 %v324, 1
  %v328 = add i64 %v52, 1
  %v329 = icmp ult i64 %v328, %v53
  %v330 = and i1 %v326, %v329
  %v331 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v327
  br i1 %v330, label %ld30, label %ld_next31
ld30:
  %v332 = load float, float addrspace(1)* %v331, align 4
  br label %ld_next31
ld_next31:
  %v333 = phi float [ %v332, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v334 = mul i64 48, %v42
  %v335 = add i64 %v54, %v334
  %v336 = add i64 %v41, 48
  %v337 = icmp ult i64 %v336, %v43
  %v338 = add i64 %v335, 2
  %v339 = add i64 %v52, 2
  %v340 = icmp ult i64 %v339, %v53
  %v341 = and i1 %v337, %v340
  %v342 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v338
  br i1 %v341, label %ld32, label %ld_next33
ld32:
  %v343 = load float, float addrspace(1)* %v342, align 4
  br label %ld_next33
ld_next33:
  %v344 = phi float [ %v343, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v345 = mul i64 48, %v42
  %v346 = add i64 %v54, %v345
  %v347 = add i64 %v41, 48
  %v348 = icmp ult i64 %v347, %v43
  %v349 = add i64 %v346, 3
  %v350 = add i64 %v52, 3
  %v351 = icmp ult i64 %v350, %v53
  %v352 = and i1 %v348, %v351
  %v353 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v349
  br i1 %v352, label %ld34, label %ld_next35
ld34:
  %v354 = load float, float addrspace(1)* %v353, align 4
  br label %ld_next35
ld_next35:
  %v355 = phi float [ %v354, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  br label %ld_done3
st_full36:
  %v426 = icmp ult i64 %v407, %v409
  %v427 = icmp ult i64 %v418, %v419
  %v428 = and i1 %v426, %v427
  %v429 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v420
  %v430 = insertelement <4 x float> undef, float %v356, i32 0
  %v431 = insertelement <4 x float> %v430, float %v357, i32 1
  %v432 = insertelement <4 x float> %v431, float %v358, i32 2
  %v433 = insertelement <4 x float> %v432, float %v359, i32 3
  %v434 = bitcast float addrspace(1)* %v429 to <4 x float> addrspace(1)*
  store <4 x float> %v433, <4 x float> addrspace(1)* %v434, align 16
  %v435 = mul i64 16, %v408
  %v436 = add i64 %v420, %v435
  %v437 = add i64 %v407, 16
  %v438 = icmp ult i64 %v437, %v409
  %v439 = icmp ult i64 %v418, %v419
  %v440 = and i1 %v438, %v439
  %v441 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v436
  %v442 = insertelement <4 x float> undef, float %v360, i32 0
  %v443 = insertelement <4 x float> %v442, float %v361, i32 1
  %v444 = insertelement <4 x float> %v443, float %v362, i32 2
  %v445 = insertelement <4 x float> %v444, float %v363, i32 3
  %v446 = bitcast float addrspace(1)* %v441 to <4 x float> addrspace(1)*
  store <4 x float> %v445, <4 x float> addrspace(1)* %v446, align 16
  %v447 = mul i64 32, %v408
  %v448 = add i64 %v420, %v447
  %v449 = add i64 %v407, 32
  %v450 = icmp ult i64 %v449, %v409
  %v451 = icmp ult i64 %v418, %v419
  %v452 = and i1 %v450, %v451
  %v453 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v448
  %v454 = insertelement <4 x float> undef, float %v364, i32 0
  %v455 = insertelement <4 x float> %v454, float %v365, i32 1
  %v456 = insertelement <4 x float> %v455, float %v366, i32 2
  %v457 = insertelement <4 x float> %v456, float %v367, i32 3
  %v458 = bitcast float addrspace(1)* %v453 to <4 x float> addrspace(1)*
  store <4 x float> %v457, <4 x float> addrspace(1)* %v458, align 16
  %v459 = mul i64 48, %v408
  %v460 = add i64 %v420, %v459
  %v461 = add i64 %v407, 48
  %v462 = icmp ult i64 %v461, %v409
  %v463 = icmp ult i64 %v418, %v419
  %v464 = and i1 %v462, %v463
  %v465 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v460
  %v466 = insertelement <4 x float> undef, float %v368, i32 0
  %v467 = insertelement <4 x float> %v466, float %v369, i32 1
  %v468 = insertelement <4 x float> %v467, float %v370, i32 2
  %v469 = insertelement <4 x float> %v468, float %v371, i32 3
  %v470 = bitcast float addrspace(1)* %v465 to <4 x float> addrspace(1)*
  store <4 x float> %v469, <4 x float> addrspace(1)* %v470, align 16
  br label %st_done38
st_edge37:
  %v471 = icmp ult i64 %v407, %v409
  %v472 = icmp ult i64 %v418, %v419
  %v473 = and i1 %v471, %v472
  %v474 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v420
  br i1 %v473, label %st39, label %join40
st_done38:
  ret void
st39:
  %v475 = insertelement <4 x float> undef, float %v356, i32 0
  %v476 = insertelement <4 x float> %v475, float %v357, i32 1
  %v477 = insertelement <4 x float> %v476, float %v358, i32 2
  %v478 = insertelement <4 x float> %v477, float %v359, i32 3
  %v479 = bitcast float addrspace(1)* %v474 to <4 x float> addrspace(1)*
  store <4 x float> %v478, <4 x float> addrspace(1)* %v479, align 16
  br label %join40
join40:
  %v480 = mul i64 16, %v408
  %v481 = add i64 %v420, %v480
  %v482 = add i64 %v407, 16
  %v483 = icmp ult i64 %v482, %v409
  %v484 = icmp ult i64 %v418, %v419
  %v485 = and i1 %v483, %v484
  %v486 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v481
  br i1 %v485, label %st41, label %join42
st41:
  %v487 = insertelement <4 x float> undef, float %v360, i32 0
  %v488 = insertelement <4 x float> %v487, float %v361, i32 1
  %v489 = insertelement <4 x float> %v488, float %v362, i32 2
  %v490 = insertelement <4 x float> %v489, float %v363, i32 3
  %v491 = bitcast float addrspace(1)* %v486 to <4 x float> addrspace(1)*
  store <4 x float> %v490, <4 x float> addrspace(1)* %v491, align 16
  br label %join42
join42:
  %v492 = mul i64 32, %v408
  %v493 = add i64 %v420, %v492
  %v494 = add i64 %v407, 32
  %v495 = icmp ult i64 %v494, %v409
  %v496 = icmp ult i64 %v418, %v419
  %v497 = and i1 %v495, %v496
  %v498 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v493
  br i1 %v497, label %st43, label %join44
st43:
  %v499 = insertelement <4 x float> undef, float %v364, i32 0
  %v500 = insertelement <4 x float> %v499, float %v365, i32 1
  %v501 = insertelement <4 x float> %v500, float %v366, i32 2
  %v502 = insertelement <4 x float> %v501, float %v367, i32 3
  %v503 = bitcast float addrspace(1)* %v498 to <4 x float> addrspace(1)*
  store <4 x float> %v502, <4 x float> addrspace(1)* %v503, align 16
  br label %join44
join44:
  %v504 = mul i64 48, %v408
  %v505 = add i64 %v420, %v504
  %v506 = add i64 %v407, 48
  %v507 = icmp ult i64 %v506, %v409
  %v508 = icmp ult i64 %v418, %v419
  %v509 = and i1 %v507, %v508
  %v510 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v505
  br i1 %v509, label %st45, label %join46
st45:
  %v511 = insertelement <4 x float> undef, float %v368, i32 0
  %v512 = insertelement <4 x float> %v511, float %v369, i32 1
  %v513 = insertelement <4 x float> %v512, float %v370, i32 2
  %v514 = insertelement <4 x float> %v513, float %v371, i32 3
  %v515 = bitcast float addrspace(1)* %v510 to <4 x float> addrspace(1)*
  store <4 x float> %v514, <4 x float> addrspace(1)* %v515, align 16
  br label %join46
join46:
  br label %st_done38
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 6
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 7
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 8
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 9
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 10
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v64 = load half, half addrspace(1)* %v63, align 2
  %v65 = fpext half %v64 to float
  %v66 = icmp ult i64 %v41, %v43
  %v67 = add i64 %v54, 1
  %v68 = add i64 %v52, 1
  %v69 = icmp ult i64 %v68, %v53
  %v70 = and i1 %v66, %v69
  %v71 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v67
  %v72 = load half, half addrspace(1)* %v71, align 2
  %v73 = fpext half %v72 to float
  %v74 = icmp ult i64 %v41, %v43
  %v75 = add i64 %v54, 2
  %v76 = add i64 %v52, 2
  %v77 = icmp ult i64 %v76, %v53
  %v78 = and i1 %v74, %v77
  %v79 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v75
  %v80 = load half, half addrspace(1)* %v79, align 2
  %v81 = fpext half %v80 to float
  %v82 = icmp ult i64 %v41, %v43
  %v83 = add i64 %v54, 3
  %v84 = add i64 %v52, 3
  %v85 = icmp ult i64 %v84, %v53
  %v86 = and i1 %v82, %v85
  %v87 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v83
  %v88 = load half, half addrspace(1)* %v87, align 2
  %v89 = fpext half %v88 to float
  %v90 = icmp ult i64 %v41, %v43
  %v91 = add i64 %v54, 4
  %v92 = add i64 %v52, 4
  %v93 = icmp ult i64 %v92, %v53
  %v94 = and i1 %v90, %v93
  %v95 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v91
  %v96 = load half, half addrspace(1)* %v95, align 2
  %v97 = fpext half %v96 to float
  %v98 = icmp ult i64 %v41, %v43
  %v99 = add i64 %v54, 5
  %v100 = add i64 %v52, 5
  %v101 = icmp ult i64 %v100, %v53
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v99
  %v104 = load half, half addrspace(1)* %v103, align 2
  %v105 = fpext half %v104 to float
  %v106 = icmp ult i64 %v41, %v43
  %v107 = add i64 %v54, 6
  %v108 = add i64 %v52, 6
  %v109 = icmp ult i64 %v108, %v53
  %v110 = and i1 %v106, %v109
  %v111 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v107
  %v112 = load half, half addrspace(1)* %v111, align 2
  %v113 = fpext half %v112 to float
  %v114 = icmp ult i64 %v41, %v43
  %v115 = add i64 %v54, 7
  %v116 = add i64 %v52, 7
  %v117 = icmp ult i64 %v116, %v53
  %v118 = and i1 %v114, %v117
  %v119 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v115
  %v120 = load half, half addrspace(1)* %v119, align 2
  %v121 = fpext half %v120 to float
  %v122 = mul i64 32, %v42
  %v123 = add i64 %v54, %v122
  %v124 = add i64 %v41, 32
  %v125 = icmp ult i64 %v124, %v43
  %v126 = icmp ult i64 %v52, %v53
  %v127 = and i1 %v125, %v126
  %v128 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v123
  %v129 = load half, half addrspace(1)* %v128, align 2
  %v130 = fpext half %v129 to float
  %v131 = mul i64 32, %v42
  %v132 = add i64 %v54, %v131
  %v133 = add i64 %v41, 32
  %v134 = icmp ult i64 %v133, %v43
  %v135 = add i64 %v132, 1
  %v136 = add i64 %v52, 1
  %v137 = icmp ult i64 %v136, %v53
  %v138 = and i1 %v134, %v137
  %v139 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v135
  %v140 = load half, half addrspace(1)* %v139, align 2
  %v141 = fpext half %v140 to float
  %v142 = mul i64 32, %v42
  %v143 = add i64 %v54, %v142
  %v144 = add i64 %v41, 32
  %v145 = icmp ult i64 %v144, %v43
  %v146 = add i64 %v143, 2
  %v147 = add i64 %v52, 2
  %v148 = icmp ult i64 %v147, %v53
  %v149 = and i1 %v145, %v148
  %v150 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v146
  %v151 = load half, half addrspace(1)* %v150, align 2
  %v152 = fpext half %v151 to float
  %v153 = mul i64 32, %v42
  %v154 = add i64 %v54, %v153
  %v155 = add i64 %v41, 32
  %v156 = icmp ult i64 %v155, %v43
  %v157 = add i64 %v154, 3
  %v158 = add i64 %v52, 3
  %v159 = icmp ult i64 %v158, %v53
  %v160 = and i1 %v156, %v159
  %v161 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v157
  %v162 = load half, half addrspace(1)* %v161, align 2
  %v163 = fpext half %v162 to float
  %v164 = mul i64 32, %v42
  %v165 = add i64 %v54, %v164
  %v166 = add i64 %v41, 32
  %v167 = icmp ult i64 %v166, %v43
  %v168 = add i64 %v165, 4
  %v169 = add i64 %v52, 4
  %v170 = icmp ult i64 %v169, %v53
  %v171 = and i1 %v167, %v170
  %v172 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v168
  %v173 = load half, half addrspace(1)* %v172, align 2
  %v174 = fpext half %v173 to float
  %v175 = mul i64 32, %v42
  %v176 = add i64 %v54, %v175
  %v177 = add i64 %v41, 32
  %v178 = icmp ult i64 %v177, %v43
  %v179 = add i64 %v176, 5
  %v180 = add i64 %v52, 5
  %v181 = icmp ult i64 %v180, %v53
  %v182 = and i1 %v178, %v181
  %v183 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v179
  %v184 = load half, half addrspace(1)* %v183, align 2
  %v185 = fpext half %v184 to float
  %v186 = mul i64 32, %v42
  %v187 = add i64 %v54, %v186
  %v188 = add i64 %v41, 32
  %v189 = icmp ult i64 %v188, %v43
  %v190 = add i64 %v187, 6
  %v191 = add i64 %v52, 6
  %v192 = icmp ult i64 %v191, %v53
  %v193 = and i1 %v189, %v192
  %v194 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v190
  %v195 = load half, half addrspace(1)* %v194, align 2
  %v196 = fpext half %v195 to float
  %v197 = mul i64 32, %v42
  %v198 = add i64 %v54, %v197
  %v199 = add i64 %v41, 32
  %v200 = icmp ult i64 %v199, %v43
  %v201 = add i64 %v198, 7
  %v202 = add i64 %v52, 7
  %v203 = icmp ult i64 %v202, %v53
  %v204 = and i1 %v200, %v203
  %v205 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v201
  %v206 = load half, half addrspace(1)* %v205, align 2
  %v207 = fpext half %v206 to float
  br label %ld_done3
ld_edge2:
  %v208 = icmp ult i64 %v41, %v43
  %v209 = icmp ult i64 %v52, %v53
  %v210 = and i1 %v208, %v209
  %v211 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  br i1 %v210, label %ld4, label %ld_next5
ld_done3:
  %v372 = phi float [ %v65, %ld_full1 ], [ %v214, %ld_next35 ]
  %v373 = phi float [ %v73, %ld_full1 ], [ %v223, %ld_next35 ]
  %v374 = phi float [ %v81, %ld_full1 ], [ %v232, %ld_next35 ]
  %v375 = phi float [ %v89, %ld_full1 ], [ %v241, %ld_next35 ]
  %v376 = phi float [ %v97, %ld_full1 ], [ %v250, %ld_next35 ]
  %v377 = phi float [ %v105, %ld_full1 ], [ %v259, %ld_next35 ]
  %v378 = phi float [ %v113, %ld_full1 ], [ %v268, %ld_next35 ]
  %v379 = phi float [ %v121, %ld_full1 ], [ %v277, %ld_next35 ]
  %v380 = phi float [ %v130, %ld_full1 ], [ %v287, %ld_next35 ]
  %v381 = phi float [ %v141, %ld_full1 ], [ %v299, %ld_next35 ]
  %v382 = phi float [ %v152, %ld_full1 ], [ %v311, %ld_next35 ]
  %v383 = phi float [ %v163, %ld_full1 ], [ %v323, %ld_next35 ]
  %v384 = phi float [ %v174, %ld_full1 ], [ %v335, %ld_next35 ]
  %v385 = phi float [ %v185, %ld_full1 ], [ %v347, %ld_next35 ]
  %v386 = phi float [ %v196, %ld_full1 ], [ %v359, %ld_next35 ]
  %v387 = phi float [ %v207, %ld_full1 ], [ %v371, %ld_next35 ]
  %v388 = and i32 %v2, 1
  %v389 = shl i32 %v388, 3
  %v390 = lshr i32 %v2, 1
  %v391 = and i32 %v390, 1
  %v392 = shl i32 %v391, 4
  %v393 = or i32 %v389, %v392
  %v394 = lshr i32 %v2, 2
  %v395 = and i32 %v394, 1
  %v396 = shl i32 %v395, 5
  %v397 = or i32 %v393, %v396
  %v398 = lshr i32 %v2, 3
  %v399 = and i32 %v398, 1
  %v400 = shl i32 %v399, 6
  %v401 = or i32 %v397, %v400
  %v402 = lshr i32 %v2, 4
  %v403 = and i32 %v402, 1
  %v404 = shl i32 %v403, 7
  %v405 = or i32 %v401, %v404
  %v406 = and i32 %v3, 1
  %v407 = shl i32 %v406, 8
  %v408 = or i32 %v405, %v407
  %v409 = lshr i32 %v3, 1
  %v410 = and i32 %v409, 1
  %v411 = shl i32 %v410, 9
  %v412 = or i32 %v408, %v411
  %v413 = lshr i32 %v3, 2
  %v414 = and i32 %v413, 1
  %v415 = shl i32 %v414, 10
  %v416 = or i32 %v412, %v415
  %v417 = lshr i32 %v416, 6
  %v418 = and i32 %v417, 63
  %v419 = and i32 %v416, 63
  %v420 = sext i32 %v4 to i64
  %v421 = mul i64 %v420, 64
  %v422 = zext i32 %v418 to i64
  %v423 = add i64 %v421, %v422
  %v424 = sext i32 %p8 to i64
  %v425 = zext i32 %p6 to i64
  %v426 = mul i64 %v423, %v424
  %v427 = add i64 %v421, 64
  %v428 = icmp sle i64 %v427, %v425
  %v429 = icmp sge i64 %v420, 0
  %v430 = and i1 %v428, %v429
  %v431 = sext i32 %v5 to i64
  %v432 = mul i64 %v431, 64
  %v433 = zext i32 %v419 to i64
  %v434 = add i64 %v432, %v433
  %v435 = zext i32 %p7 to i64
  %v436 = add i64 %v426, %v434
  %v437 = add i64 %v432, 64
  %v438 = icmp sle i64 %v437, %v435
  %v439 = icmp sge i64 %v431, 0
  %v440 = and i1 %v438, %v439
  %v441 = and i1 %v430, %v440
  br i1 %v441, label %st_full36, label %st_edge37
ld4:
  %v212 = load half, half addrspace(1)* %v211, align 2
  %v213 = fpext half %v212 to float
  br label %ld_next5
ld_next5:
  %v214 = phi float [ %v213, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v215 = icmp ult i64 %v41, %v43
  %v216 = add i64 %v54, 1
  %v217 = add i64 %v52, 1
  %v218 = icmp ult i64 %v217, %v53
  %v219 = and i1 %v215, %v218
  %v220 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v216
  br i1 %v219, label %ld6, label %ld_next7
ld6:
  %v221 = load half, half addrspace(1)* %v220, align 2
  %v222 = fpext half %v221 to float
  br label %ld_next7
ld_next7:
  %v223 = phi float [ %v222, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v224 = icmp ult i64 %v41, %v43
  %v225 = add i64 %v54, 2
  %v226 = add i64 %v52, 2
  %v227 = icmp ult i64 %v226, %v53
  %v228 = and i1 %v224, %v227
  %v229 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v225
  br i1 %v228, label %ld8, label %ld_next9
ld8:
  %v230 = load half, half addrspace(1)* %v229, align 2
  %v231 = fpext half %v230 to float
  br label %ld_next9
ld_next9:
  %v232 = phi float [ %v231, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v233 = icmp ult i64 %v41, %v43
  %v234 = add i64 %v54, 3
  %v235 = add i64 %v52, 3
  %v236 = icmp ult i64 %v235, %v53
  %v237 = and i1 %v233, %v236
  %v238 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v234
  br i1 %v237, label %ld10, label %ld_next11
ld10:
  %v239 = load half, half addrspace(1)* %v238, align 2
  %v240 = fpext half %v239 to float
  br label %ld_next11
ld_next11:
  %v241 = phi float [ %v240, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v242 = icmp ult i64 %v41, %v43
  %v243 = add i64 %v54, 4
  %v244 = add i64 %v52, 4
  %v245 = icmp ult i64 %v244, %v53
  %v246 = and i1 %v242, %v245
  %v247 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v243
  br i1 %v246, label %ld12, label %ld_next13
ld12:
  %v248 = load half, half addrspace(1)* %v247, align 2
  %v249 = fpext half %v248 to float
  br label %ld_next13
ld_next13:
  %v250 = phi float [ %v249, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v251 = icmp ult i64 %v41, %v43
  %v252 = add i64 %v54, 5
  %v253 = add i64 %v52, 5
  %v254 = icmp ult i64 %v253, %v53
  %v255 = and i1 %v251, %v254
  %v256 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v252
  br i1 %v255, label %ld14, label %ld_next15
ld14:
  %v257 = load half, half addrspace(1)* %v256, align 2
  %v258 = fpext half %v257 to float
  br label %ld_next15
ld_next15:
  %v259 = phi float [ %v258, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v260 = icmp ult i64 %v41, %v43
  %v261 = add i64 %v54, 6
  %v262 = add i64 %v52, 6
  %v263 = icmp ult i64 %v262, %v53
  %v264 = and i1 %v260, %v263
  %v265 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v261
  br i1 %v264, label %ld16, label %ld_next17
ld16:
  %v266 = load half, half addrspace(1)* %v265, align 2
  %v267 = fpext half %v266 to float
  br label %ld_next17
ld_next17:
  %v268 = phi float [ %v267, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v269 = icmp ult i64 %v41, %v43
  %v270 = add i64 %v54, 7
  %v271 = add i64 %v52, 7
  %v272 = icmp ult i64 %v271, %v53
  %v273 = and i1 %v269, %v272
  %v274 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v270
  br i1 %v273, label %ld18, label %ld_next19
ld18:
  %v275 = load half, half addrspace(1)* %v274, align 2
  %v276 = fpext half %v275 to float
  br label %ld_next19
ld_next19:
  %v277 = phi float [ %v276, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v278 = mul i64 32, %v42
  %v279 = add i64 %v54, %v278
  %v280 = add i64 %v41, 32
  %v281 = icmp ult i64 %v280, %v43
  %v282 = icmp ult i64 %v52, %v53
  %v283 = and i1 %v281, %v282
  %v284 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v279
  br i1 %v283, label %ld20, label %ld_next21
ld20:
  %v285 = load half, half addrspace(1)* %v284, align 2
  %v286 = fpext half %v285 to float
  br label %ld_next21
ld_next21:
  %v287 = phi float [ %v286, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v288 = mul i64 32, %v42
  %v289 = add i64 %v54, %v288
  %v290 = add i64 %v41, 32
  %v291 = icmp ult i64 %v290, %v43
  %v292 = add i64 %v289, 1
  %v293 = add i64 %v52, 1
  %v294 = icmp ult i64 %v293, %v53
  %v295 = and i1 %v291, %v294
  %v296 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v292
  br i1 %v295, label %ld22, label %ld_next23
ld22:
  %v297 = load half, half addrspace(1)* %v296, align 2
  %v298 = fpext half %v297 to float
  br label %ld_next23
ld_next23:
  %v299 = phi float [ %v298, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v300 = mul i64 32, %v42
  %v301 = add i64 %v54, %v300
  %v302 = add i64 %v41, 32
  %v303 = icmp ult i64 %v302, %v43
  %v304 = add i64 %v301, 2
  %v305 = add i64 %v52, 2
  %v306 = icmp ult i64 %v305, %v53
  %v307 = and i1 %v303, %v306
  %v308 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v304
  br i1 %v307, label %ld24, label %ld_next25
ld24:
  %v309 = load half, half addrspace(1)* %v308, align 2
  %v310 = fpext half %v309 to float
  br label %ld_next25
ld_next25:
  %v311 = phi float [ %v310, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v312 = mul i64 32, %v42
  %v313 = add i64 %v54, %v312
  %v314 = add i64 %v41, 32
  %v315 = icmp ult i64 %v314, %v43
  %v316 = add i64 %v313, 3
  %v317 = add i64 %v52, 3
  %v318 = icmp ult i64 %v317, %v53
  %v319 = and i1 %v315, %v318
  %v320 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v316
  br i1 %v319, label %ld26, label %ld_next27
ld26:
  %v321 = load half, half addrspace(1)* %v320, align 2
  %v322 = fpext half %v321 to float
  br label %ld_next27
ld_next27:
  %v323 = phi float [ %v322, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v324 = mul i64 32, %v42
  %v325 = add i64 %v54, %v324
  %v326 = add i64 %v41, 32
  %v327 = icmp ult i64 %v326, %v43
  %v328 = add i64 %v325, 4
  %v329 = add i64 %v52, 4
  %v330 = icmp ult i64 %v329, %v53
  %v331 = and i1 %v327, %v330
  %v332 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v328
  br i1 %v331, label %ld28, label %ld_next29
ld28:
  %v333 = load half, half addrspace(1)* %v332, align 2
  %v334 = fpext half %v333 to float
  br label %ld_next29
ld_next29:
  %v335 = phi float [ %v334, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v336 = mul i64 32, %v42
  %v337 = add i64 %v54, %v336
  %v338 = add i64 %v41, 32
  %v339 = icmp ult i64 %v338, %v43
  %v340 = add i64 %v337, 5
  %v341 = add i64 %v52, 5
  %v342 = icmp ult i64 %v341, %v53
  %v343 = and i1 %v339, %v342
  %v344 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v340
  br i1 %v343, label %ld30, label %ld_next31
ld30:
  %v345 = load half, half addrspace(1)* %v344, align 2
  %v346 = fpext half %v345 to float
  br label %ld_next31
ld_next31:
  %v347 = phi float [ %v346, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v348 = mul i64 32, %v42
  %v349 = add i64 %v54, %v348
  %v350 = add i64 %v41, 32
  %v351 = icmp ult i64 %v350, %v43
  %v352 = add i64 %v349, 6
  %v353 = add i64 %v52, 6
  %v354 = icmp ult i64 %v353, %v53
  %v355 = and i1 %v351, %v354
  %v356 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v352
  br i1 %v355, label %ld32, label %ld_next33
ld32:
  %v357 = load half, half addrspace(1)* %v356, align 2
  %v358 = fpext half %v357 to float
  br label %ld_next33
ld_next33:
  %v359 = phi float [ %v358, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v360 = mul i64 32, %v42
  %v361 = add i64 %v54, %v360
  %v362 = add i64 %v41, 32
  %v363 = icmp ult i64 %v362, %v43
  %v364 = add i64 %v361, 7
  %v365 = add i64 %v52, 7
  %v366 = icmp ult i64 %v365, %v53
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v364
  br i1 %v367, label %ld34, label %ld_next35
ld34:
  %v369 = load half, half addrspace(1)* %v368, align 2
  %v370 = fpext half %v369 to float
  br label %ld_next35
ld_next35:
  %v371 = phi float [ %v370, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  br label %ld_done3
st_full36:
  %v442 = icmp ult i64 %v423, %v425
  %v443 = icmp ult i64 %v434, %v435
  %v444 = and i1 %v442, %v443
  %v445 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  %v446 = fptrunc float %v372 to half
  %v447 = fptrunc float %v373 to half
  %v448 = fptrunc float %v374 to half
  %v449 = fptrunc float %v375 to half
  %v450 = fptrunc float %v376 to half
  %v451 = fptrunc float %v377 to half
  %v452 = fptrunc float %v378 to half
  %v453 = fptrunc float %v379 to half
  %v454 = bitcast half %v446 to i16
  %v455 = zext i16 %v454 to i32
  %v456 = bitcast half %v447 to i16
  %v457 = zext i16 %v456 to i32
  %v458 = shl i32 %v457, 16
  %v459 = or i32 %v455, %v458
  %v460 = bitcast half %v448 to i16
  %v461 = zext i16 %v460 to i32
  %v462 = bitcast half %v449 to i16
  %v463 = zext i16 %v462 to i32
  %v464 = shl i32 %v463, 16
  %v465 = or i32 %v461, %v464
  %v466 = bitcast half %v450 to i16
  %v467 = zext i16 %v466 to i32
  %v468 = bitcast half %v451 to i16
  %v469 = zext i16 %v468 to i32
  %v470 = shl i32 %v469, 16
  %v471 = or i32 %v467, %v470
  %v472 = bitcast half %v452 to i16
  %v473 = zext i16 %v472 to i32
  %v474 = bitcast half %v453 to i16
  %v475 = zext i16 %v474 to i32
  %v476 = shl i32 %v475, 16
  %v477 = or i32 %v473, %v476
  %v478 = insertelement <4 x i32> undef, i32 %v459, i32 0
  %v479 = insertelement <4 x i32> %v478, i32 %v465, i32 1
  %v480 = insertelement <4 x i32> %v479, i32 %v471, i32 2
  %v481 = insertelement <4 x i32> %v480, i32 %v477, i32 3
  %v482 = bitcast half addrspace(1)* %v445 to <4 x i32> addrspace(1)*
  store <4 x i32> %v481, <4 x i32> addrspace(1)* %v482, align 16
  %v483 = mul i64 32, %v424
  %v484 = add i64 %v436, %v483
  %v485 = add i64 %v423, 32
  %v486 = icmp ult i64 %v485, %v425
  %v487 = icmp ult i64 %v434, %v435
  %v488 = and i1 %v486, %v487
  %v489 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v484
  %v490 = fptrunc float %v380 to half
  %v491 = fptrunc float %v381 to half
  %v492 = fptrunc float %v382 to half
  %v493 = fptrunc float %v383 to half
  %v494 = fptrunc float %v384 to half
  %v495 = fptrunc float %v385 to half
  %v496 = fptrunc float %v386 to half
  %v497 = fptrunc float %v387 to half
  %v498 = bitcast half %v490 to i16
  %v499 = zext i16 %v498 to i32
  %v500 = bitcast half %v491 to i16
  %v501 = zext i16 %v500 to i32
  %v502 = shl i32 %v501, 16
  %v503 = or i32 %v499, %v502
  %v504 = bitcast half %v492 to i16
  %v505 = zext i16 %v504 to i32
  %v506 = bitcast half %v493 to i16
  %v507 = zext i16 %v506 to i32
  %v508 = shl i32 %v507, 16
  %v509 = or i32 %v505, %v508
  %v510 = bitcast half %v494 to i16
  %v511 = zext i16 %v510 to i32
  %v512 = bitcast half %v495 to i16
  %v513 = zext i16 %v512 to i32
  %v514 = shl i32 %v513, 16
  %v515 = or i32 %v511, %v514
  %v516 = bitcast half %v496 to i16
  %v517 = zext i16 %v516 to i32
  %v518 = bitcast half %v497 to i16
  %v519 = zext i16 %v518 to i32
  %v520 = shl i32 %v519, 16
  %v521 = or i32 %v517, %v520
  %v522 = insertelement <4 x i32> undef, i32 %v503, i32 0
  %v523 = insertelement <4 x i32> %v522, i32 %v509, i32 1
  %v524 = insertelement <4 x i32> %v523, i32 %v515, i32 2
  %v525 = insertelement <4 x i32> %v524, i32 %v521, i32 3
  %v526 = bitcast half addrspace(1)* %v489 to <4 x i32> addrspace(1)*
  store <4 x i32> %v525, <4 x i32> addrspace(1)* %v526, align 16
  br label %st_done38
st_edge37:
  %v527 = icmp ult i64 %v423, %v425
  %v528 = icmp ult i64 %v434, %v435
  %v529 = and i1 %v527, %v528
  %v530 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  br i1 %v529, label %st39, label %join40
st_done38:
  ret void
st39:
  %v531 = fptrunc float %v372 to half
  %v532 = fptrunc float %v373 to half
  %v533 = fptrunc float %v374 to half
  %v534 = fptrunc float %v375 to half
  %v535 = fptrunc float %v376 to half
  %v536 = fptrunc float %v377 to half
  %v537 = fptrunc float %v378 to half
  %v538 = fptrunc float %v379 to half
  %v539 = bitcast half %v531 to i16
  %v540 = zext i16 %v539 to i32
  %v541 = bitcast half %v532 to i16
  %v542 = zext i16 %v541 to i32
  %v543 = shl i32 %v542, 16
  %v544 = or i32 %v540, %v543
  %v545 = bitcast half %v533 to i16
  %v546 = zext i16 %v545 to i32
  %v547 = bitcast half %v534 to i16
  %v548 = zext i16 %v547 to i32
  %v549 = shl i32 %v548, 16
  %v550 = or i32 %v546, %v549
  %v551 = bitcast half %v535 to i16
  %v552 = zext i16 %v551 to i32
  %v553 = bitcast half %v536 to i16
  %v554 = zext i16 %v553 to i32
  %v555 = shl i32 %v554, 16
  %v556 = or i32 %v552, %v555
  %v557 = bitcast half %v537 to i16
  %v558 = zext i16 %v557 to i32
  %v559 = bitcast half %v538 to i16
  %v560 = zext i16 %v559 to i32
  %v561 = shl i32 %v560, 16
  %v562 = or i32 %v558, %v561
  %v563 = insertelement <4 x i32> undef, i32 %v544, i32 0
  %v564 = insertelement <4 x i32> %v563, i32 %v550, i32 1
  %v565 = insertelement <4 x i32> %v564, i32 %v556, i32 2
  %v566 = insertelement <4 x i32> %v565, i32 %v562, i32 3
  %v567 = bitcast half addrspace(1)* %v530 to <4 x i32> addrspace(1)*
  store <4 x i32> %v566, <4 x i32> addrspace(1)* %v567, align 16
  br label %join40
join40:
  %v568 = mul i64 32, %v424
  %v569 = add i64 %v436, %v568
  %v570 = add i64 %v423, 32
  %v571 = icmp ult i64 %v570, %v425
  %v572 = icmp ult i64 %v434, %v435
  %v573 = and i1 %v571, %v572
  %v574 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v569
  br i1 %v573, label %st41, label %join42
st41:
  %v575 = fptrunc float %v380 to half
  %v576 = fptrunc float %v381 to half
  %v577 = fptrunc float %v382 to half
  %v578 = fptrunc float %v383 to half
  %v579 = fptrunc float %v384 to half
  %v580 = fptrunc float %v385 to half
  %v581 = fptrunc float %v386 to half
  %v582 = fptrunc float %v387 to half
  %v583 = bitcast half %v575 to i16
  %v584 = zext i16 %v583 to i32
  %v585 = bitcast half %v576 to i16
  %v586 = zext i16 %v585 to i32
  %v587 = shl i32 %v586, 16
  %v588 = or i32 %v584, %v587
  %v589 = bitcast half %v577 to i16
  %v590 = zext i16 %v589 to i32
  %v591 = bitcast half %v578 to i16
  %v592 = zext i16 %v591 to i32
  %v593 = shl i32 %v592, 16
  %v594 = or i32 %v590, %v593
  %v595 = bitcast half %v579 to i16
  %v596 = zext i16 %v595 to i32
  %v597 = bitcast half %v580 to i16
  %v598 = zext i16 %v597 to i32
  %v599 = shl i32 %v598, 16
  %v600 = or i32 %v596, %v599
  %v601 = bitcast half %v581 to i16
  %v602 = zext i16 %v601 to i32
  %v603 = bitcast half %v582 to i16
  %v604 = zext i16 %v603 to i32
  %v605 = shl i32 %v604, 16
  %v606 = or i32 %v602, %v605
  %v607 = insertelement <4 x i32> undef, i32 %v588, i32 0
  %v608 = insertelement <4 x i32> %v607, i32 %v594, i32 1
  %v609 = insertelement <4 x i32> %v608, i32 %v600, i32 2
  %v610 = insertelement <4 x i32> %v609, i32 %v606, i32 3
  %v611 = bitcast half addrspace(1)* %v574 to <4 x i32> addrspace(1)*
  store <4 x i32> %v610, <4 x i32> addrspace(1)* %v611, align 16
  br label %join42
join42:
  br label %st_done38
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 6
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 7
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 8
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 9
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 10
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v64 = bitcast half addrspace(1)* %v63 to <4 x i32> addrspace(1)*
  %v65 = load <4 x i32>, <4 x i32> addrspace(1)* %v64, align 16
  %v66 = extractelement <4 x i32> %v65, i32 0
  %v67 = trunc i32 %v66 to i16
  %v68 = bitcast i16 %v67 to half
  %v69 = fpext half %v68 to float
  %v70 = extractelement <4 x i32> %v65, i32 0
  %v71 = lshr i32 %v70, 16
  %v72 = trunc i32 %v71 to i16
  %v73 = bitcast i16 %v72 to half
  %v74 = fpext half %v73 to float
  %v75 = extractelement <4 x i32> %v65, i32 1
  %v76 = trunc i32 %v75 to i16
  %v77 = bitcast i16 %v76 to half
  %v78 = fpext half %v77 to float
  %v79 = extractelement <4 x i32> %v65, i32 1
  %v80 = lshr i32 %v79, 16
  %v81 = trunc i32 %v80 to i16
  %v82 = bitcast i16 %v81 to half
  %v83 = fpext half %v82 to float
  %v84 = extractelement <4 x i32> %v65, i32 2
  %v85 = trunc i32 %v84 to i16
  %v86 = bitcast i16 %v85 to half
  %v87 = fpext half %v86 to float
  %v88 = extractelement <4 x i32> %v65, i32 2
  %v89 = lshr i32 %v88, 16
  %v90 = trunc i32 %v89 to i16
  %v91 = bitcast i16 %v90 to half
  %v92 = fpext half %v91 to float
  %v93 = extractelement <4 x i32> %v65, i32 3
  %v94 = trunc i32 %v93 to i16
  %v95 = bitcast i16 %v94 to half
  %v96 = fpext half %v95 to float
  %v97 = extractelement <4 x i32> %v65, i32 3
  %v98 = lshr i32 %v97, 16
  %v99 = trunc i32 %v98 to i16
  %v100 = bitcast i16 %v99 to half
  %v101 = fpext half %v100 to float
  %v102 = mul i64 32, %v42
  %v103 = add i64 %v54, %v102
  %v104 = add i64 %v41, 32
  %v105 = icmp ult i64 %v104, %v43
  %v106 = icmp ult i64 %v52, %v53
  %v107 = and i1 %v105, %v106
  %v108 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v103
  %v109 = bitcast half addrspace(1)* %v108 to <4 x i32> addrspace(1)*
  %v110 = load <4 x i32>, <4 x i32> addrspace(1)* %v109, align 16
  %v111 = extractelement <4 x i32> %v110, i32 0
  %v112 = trunc i32 %v111 to i16
  %v113 = bitcast i16 %v112 to half
  %v114 = fpext half %v113 to float
  %v115 = extractelement <4 x i32> %v110, i32 0
  %v116 = lshr i32 %v115, 16
  %v117 = trunc i32 %v116 to i16
  %v118 = bitcast i16 %v117 to half
  %v119 = fpext half %v118 to float
  %v120 = extractelement <4 x i32> %v110, i32 1
  %v121 = trunc i32 %v120 to i16
  %v122 = bitcast i16 %v121 to half
  %v123 = fpext half %v122 to float
  %v124 = extractelement <4 x i32> %v110, i32 1
  %v125 = lshr i32 %v124, 16
  %v126 = trunc i32 %v125 to i16
  %v127 = bitcast i16 %v126 to half
  %v128 = fpext half %v127 to float
  %v129 = extractelement <4 x i32> %v110, i32 2
  %v130 = trunc i32 %v129 to i16
  %v131 = bitcast i16 %v130 to half
  %v132 = fpext half %v131 to float
  %v133 = extractelement <4 x i32> %v110, i32 2
  %v134 = lshr i32 %v133, 16
  %v135 = trunc i32 %v134 to i16
  %v136 = bitcast i16 %v135 to half
  %v137 = fpext half %v136 to float
  %v138 = extractelement <4 x i32> %v110, i32 3
  %v139 = trunc i32 %v138 to i16
  %v140 = bitcast i16 %v139 to half
  %v141 = fpext half %v140 to float
  %v142 = extractelement <4 x i32> %v110, i32 3
  %v143 = lshr i32 %v142, 16
  %v144 = trunc i32 %v143 to i16
  %v145 = bitcast i16 %v144 to half
  %v146 = fpext half %v145 to float
  br label %ld_done3
ld_edge2:
  %v147 = icmp ult i64 %v41, %v43
  %v148 = icmp ult i64 %v52, %v53
  %v149 = and i1 %v147, %v148
  %v150 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v151 = bitcast half addrspace(1)* %v150 to <4 x i32> addrspace(1)*
  br i1 %v149, label %ld4, label %ld_next5
ld_done3:
  %v250 = phi float [ %v69, %ld_full1 ], [ %v189, %ld_next7 ]
  %v251 = phi float [ %v74, %ld_full1 ], [ %v190, %ld_next7 ]
  %v252 = phi float [ %v78, %ld_full1 ], [ %v191, %ld_next7 ]
  %v253 = phi float [ %v83, %ld_full1 ], [ %v192, %ld_next7 ]
  %v254 = phi float [ %v87, %ld_full1 ], [ %v193, %ld_next7 ]
  %v255 = phi float [ %v92, %ld_full1 ], [ %v194, %ld_next7 ]
  %v256 = phi float [ %v96, %ld_full1 ], [ %v195, %ld_next7 ]
  %v257 = phi float [ %v101, %ld_full1 ], [ %v196, %ld_next7 ]
  %v258 = phi float [ %v114, %ld_full1 ], [ %v242, %ld_next7 ]
  %v259 = phi float [ %v119, %ld_full1 ], [ %v243, %ld_next7 ]
  %v260 = phi float [ %v123, %ld_full1 ], [ %v244, %ld_next7 ]
  %v261 = phi float [ %v128, %ld_full1 ], [ %v245, %ld_next7 ]
  %v262 = phi float [ %v132, %ld_full1 ], [ %v246, %ld_next7 ]
  %v263 = phi float [ %v137, %ld_full1 ], [ %v247, %ld_next7 ]
  %v264 = phi float [ %v141, %ld_full1 ], [ %v248, %ld_next7 ]
  %v265 = phi float [ %v146, %ld_full1 ], [ %v249, %ld_next7 ]
  %v266 = and i32 %v2, 1
  %v267 = shl i32 %v266, 3
  %v268 = lshr i32 %v2, 1
  %v269 = and i32 %v268, 1
  %v270 = shl i32 %v269, 4
  %v271 = or i32 %v267, %v270
  %v272 = lshr i32 %v2, 2
  %v273 = and i32 %v272, 1
  %v274 = shl i32 %v273, 5
  %v275 = or i32 %v271, %v274
  %v276 = lshr i32 %v2, 3
  %v277 = and i32 %v276, 1
  %v278 = shl i32 %v277, 6
  %v279 = or i32 %v275, %v278
  %v280 = lshr i32 %v2, 4
  %v281 = and i32 %v280, 1
  %v282 = shl i32 %v281, 7
  %v283 = or i32 %v279, %v282
  %v284 = and i32 %v3, 1
  %v285 = shl i32 %v284, 8
  %v286 = or i32 %v283, %v285
  %v287 = lshr i32 %v3, 1
  %v288 = and i32 %v287, 1
  %v289 = shl i32 %v288, 9
  %v290 = or i32 %v286, %v289
  %v291 = lshr i32 %v3, 2
  %v292 = and i32 %v291, 1
  %v293 = shl i32 %v292, 10
  %v294 = or i32 %v290, %v293
  %v295 = lshr i32 %v294, 6
  %v296 = and i32 %v295, 63
  %v297 = and i32 %v294, 63
  %v298 = sext i32 %v4 to i64
  %v299 = mul i64 %v298, 64
  %v300 = zext i32 %v296 to i64
  %v301 = add i64 %v299, %v300
  %v302 = sext i32 %p8 to i64
  %v303 = zext i32 %p6 to i64
  %v304 = mul i64 %v301, %v302
  %v305 = add i64 %v299, 64
  %v306 = icmp sle i64 %v305, %v303
  %v307 = icmp sge i64 %v298, 0
  %v308 = and i1 %v306, %v307
  %v309 = sext i32 %v5 to i64
  %v310 = mul i64 %v309, 64
  %v311 = zext i32 %v297 to i64
  %v312 = add i64 %v310, %v311
  %v313 = zext i32 %p7 to i64
  %v314 = add i64 %v304, %v312
  %v315 = add i64 %v310, 64
  %v316 = icmp sle i64 %v315, %v313
  %v317 = icmp sge i64 %v309, 0
  %v318 = and i1 %v316, %v317
  %v319 = and i1 %v308, %v318
  br i1 %v319, label %st_full8, label %st_edge9
ld4:
  %v152 = load <4 x i32>, <4 x i32> addrspace(1)* %v151, align 16
  %v153 = extractelement <4 x i32> %v152, i32 0
  %v154 = trunc i32 %v153 to i16
  %v155 = bitcast i16 %v154 to half
  %v156 = fpext half %v155 to float
  %v157 = extractelement <4 x i32> %v152, i32 0
  %v158 = lshr i32 %v157, 16
  %v159 = trunc i32 %v158 to i16
  %v160 = bitcast i16 %v159 to half
  %v161 = fpext half %v160 to float
  %v162 = extractelement <4 x i32> %v152, i32 1
  %v163 = trunc i32 %v162 to i16
  %v164 = bitcast i16 %v163 to half
  %v165 = fpext half %v164 to float
  %v166 = extractelement <4 x i32> %v152, i32 1
  %v167 = lshr i32 %v166, 16
  %v168 = trunc i32 %v167 to i16
  %v169 = bitcast i16 %v168 to half
  %v170 = fpext half %v169 to float
  %v171 = extractelement <4 x i32> %v152, i32 2
  %v172 = trunc i32 %v171 to i16
  %v173 = bitcast i16 %v172 to half
  %v174 = fpext half %v173 to float
  %v175 = extractelement <4 x i32> %v152, i32 2
  %v176 = lshr i32 %v175, 16
  %v177 = trunc i32 %v176 to i16
  %v178 = bitcast i16 %v177 to half
  %v179 = fpext half %v178 to float
  %v180 = extractelement <4 x i32> %v152, i32 3
  %v181 = trunc i32 %v180 to i16
  %v182 = bitcast i16 %v181 to half
  %v183 = fpext half %v182 to float
  %v184 = extractelement <4 x i32> %v152, i32 3
  %v185 = lshr i32 %v184, 16
  %v186 = trunc i32 %v185 to i16
  %v187 = bitcast i16 %v186 to half
  %v188 = fpext half %v187 to float
  br label %ld_next5
ld_next5:
  %v189 = phi float [ %v156, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v190 = phi float [ %v161, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v191 = phi float [ %v165, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v192 = phi float [ %v170, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v193 = phi float [ %v174, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v194 = phi float [ %v179, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v195 = phi float [ %v183, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v196 = phi float [ %v188, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v197 = mul i64 32, %v42
  %v198 = add i64 %v54, %v197
  %v199 = add i64 %v41, 32
  %v200 = icmp ult i64 %v199, %v43
  %v201 = icmp ult i64 %v52, %v53
  %v202 = and i1 %v200, %v201
  %v203 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v198
  %v204 = bitcast half addrspace(1)* %v203 to <4 x i32> addrspace(1)*
  br i1 %v202, label %ld6, label %ld_next7
ld6:
  %v205 = load <4 x i32>, <4 x i32> addrspace(1)* %v204, align 16
  %v206 = extractelement <4 x i32> %v205, i32 0
  %v207 = trunc i32 %v206 to i16
  %v208 = bitcast i16 %v207 to half
  %v209 = fpext half %v208 to float
  %v210 = extractelement <4 x i32> %v205, i32 0
  %v211 = lshr i32 %v210, 16
  %v212 = trunc i32 %v211 to i16
  %v213 = bitcast i16 %v212 to half
  %v214 = fpext half %v213 to float
  %v215 = extractelement <4 x i32> %v205, i32 1
  %v216 = trunc i32 %v215 to i16
  %v217 = bitcast i16 %v216 to half
  %v218 = fpext half %v217 to float
  %v219 = extractelement <4 x i32> %v205, i32 1
  %v220 = lshr i32 %v219, 16
  %v221 = trunc i32 %v220 to i16
  %v222 = bitcast i16 %v221 to half
  %v223 = fpext half %v222 to float
  %v224 = extractelement <4 x i32> %v205, i32 2
  %v225 = trunc i32 %v224 to i16
  %v226 = bitcast i16 %v225 to half
  %v227 = fpext half %v226 to float
  %v228 = extractelement <4 x i32> %v205, i32 2
  %v229 = lshr i32 %v228, 16
  %v230 = trunc i32 %v229 to i16
  %v231 = bitcast i16 %v230 to half
  %v232 = fpext half %v231 to float
  %v233 = extractelement <4 x i32> %v205, i32 3
  %v234 = trunc i32 %v233 to i16
  %v235 = bitcast i16 %v234 to half
  %v236 = fpext half %v235 to float
  %v237 = extractelement <4 x i32> %v205, i32 3
  %v238 = lshr i32 %v237, 16
  %v239 = trunc i32 %v238 to i16
  %v240 = bitcast i16 %v239 to half
  %v241 = fpext half %v240 to float
  br label %ld_next7
ld_next7:
  %v242 = phi float [ %v209, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v243 = phi float [ %v214, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v244 = phi float [ %v218, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v245 = phi float [ %v223, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v246 = phi float [ %v227, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v247 = phi float [ %v232, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v248 = phi float [ %v236, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v249 = phi float [ %v241, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  br label %ld_done3
st_full8:
  %v320 = icmp ult i64 %v301, %v303
  %v321 = icmp ult i64 %v312, %v313
  %v322 = and i1 %v320, %v321
  %v323 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v314
  %v324 = fptrunc float %v250 to half
  store half %v324, half addrspace(1)* %v323, align 2
  %v325 = icmp ult i64 %v301, %v303
  %v326 = add i64 %v314, 1
  %v327 = add i64 %v312, 1
  %v328 = icmp ult i64 %v327, %v313
  %v329 = and i1 %v325, %v328
  %v330 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v326
  %v331 = fptrunc float %v251 to half
  store half %v331, half addrspace(1)* %v330, align 2
  %v332 = icmp ult i64 %v301, %v303
  %v333 = add i64 %v314, 2
  %v334 = add i64 %v312, 2
  %v335 = icmp ult i64 %v334, %v313
  %v336 = and i1 %v332, %v335
  %v337 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v333
  %v338 = fptrunc float %v252 to half
  store half %v338, half addrspace(1)* %v337, align 2
  %v339 = icmp ult i64 %v301, %v303
  %v340 = add i64 %v314, 3
  %v341 = add i64 %v312, 3
  %v342 = icmp ult i64 %v341, %v313
  %v343 = and i1 %v339, %v342
  %v344 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v340
  %v345 = fptrunc float %v253 to half
  store half %v345, half addrspace(1)* %v344, align 2
  %v346 = icmp ult i64 %v301, %v303
  %v347 = add i64 %v314, 4
  %v348 = add i64 %v312, 4
  %v349 = icmp ult i64 %v348, %v313
  %v350 = and i1 %v346, %v349
  %v351 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v347
  %v352 = fptrunc float %v254 to half
  store half %v352, half addrspace(1)* %v351, align 2
  %v353 = icmp ult i64 %v301, %v303
  %v354 = add i64 %v314, 5
  %v355 = add i64 %v312, 5
  %v356 = icmp ult i64 %v355, %v313
  %v357 = and i1 %v353, %v356
  %v358 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v354
  %v359 = fptrunc float %v255 to half
  store half %v359, half addrspace(1)* %v358, align 2
  %v360 = icmp ult i64 %v301, %v303
  %v361 = add i64 %v314, 6
  %v362 = add i64 %v312, 6
  %v363 = icmp ult i64 %v362, %v313
  %v364 = and i1 %v360, %v363
  %v365 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v361
  %v366 = fptrunc float %v256 to half
  store half %v366, half addrspace(1)* %v365, align 2
  %v367 = icmp ult i64 %v301, %v303
  %v368 = add i64 %v314, 7
  %v369 = add i64 %v312, 7
  %v370 = icmp ult i64 %v369, %v313
  %v371 = and i1 %v367, %v370
  %v372 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v368
  %v373 = fptrunc float %v257 to half
  store half %v373, half addrspace(1)* %v372, align 2
  %v374 = mul i64 32, %v302
  %v375 = add i64 %v314, %v374
  %v376 = add i64 %v301, 32
  %v377 = icmp ult i64 %v376, %v303
  %v378 = icmp ult i64 %v312, %v313
  %v379 = and i1 %v377, %v378
  %v380 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v375
  %v381 = fptrunc float %v258 to half
  store half %v381, half addrspace(1)* %v380, align 2
  %v382 = mul i64 32, %v302
  %v383 = add i64 %v314, %v382
  %v384 = add i64 %v301, 32
  %v385 = icmp ult i64 %v384, %v303
  %v386 = add i64 %v383, 1
  %v387 = add i64 %v312, 1
  %v388 = icmp ult i64 %v387, %v313
  %v389 = and i1 %v385, %v388
  %v390 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v386
  %v391 = fptrunc float %v259 to half
  store half %v391, half addrspace(1)* %v390, align 2
  %v392 = mul i64 32, %v302
  %v393 = add i64 %v314, %v392
  %v394 = add i64 %v301, 32
  %v395 = icmp ult i64 %v394, %v303
  %v396 = add i64 %v393, 2
  %v397 = add i64 %v312, 2
  %v398 = icmp ult i64 %v397, %v313
  %v399 = and i1 %v395, %v398
  %v400 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v396
  %v401 = fptrunc float %v260 to half
  store half %v401, half addrspace(1)* %v400, align 2
  %v402 = mul i64 32, %v302
  %v403 = add i64 %v314, %v402
  %v404 = add i64 %v301, 32
  %v405 = icmp ult i64 %v404, %v303
  %v406 = add i64 %v403, 3
  %v407 = add i64 %v312, 3
  %v408 = icmp ult i64 %v407, %v313
  %v409 = and i1 %v405, %v408
  %v410 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v406
  %v411 = fptrunc float %v261 to half
  store half %v411, half addrspace(1)* %v410, align 2
  %v412 = mul i64 32, %v302
  %v413 = add i64 %v314, %v412
  %v414 = add i64 %v301, 32
  %v415 = icmp ult i64 %v414, %v303
  %v416 = add i64 %v413, 4
  %v417 = add i64 %v312, 4
  %v418 = icmp ult i64 %v417, %v313
  %v419 = and i1 %v415, %v418
  %v420 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v416
  %v421 = fptrunc float %v262 to half
  store half %v421, half addrspace(1)* %v420, align 2
  %v422 = mul i64 32, %v302
  %v423 = add i64 %v314, %v422
  %v424 = add i64 %v301, 32
  %v425 = icmp ult i64 %v424, %v303
  %v426 = add i64 %v423, 5
  %v427 = add i64 %v312, 5
  %v428 = icmp ult i64 %v427, %v313
  %v429 = and i1 %v425, %v428
  %v430 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v426
  %v431 = fptrunc float %v263 to half
  store half %v431, half addrspace(1)* %v430, align 2
  %v432 = mul i64 32, %v302
  %v433 = add i64 %v314, %v432
  %v434 = add i64 %v301, 32
  %v435 = icmp ult i64 %v434, %v303
  %v436 = add i64 %v433, 6
  %v437 = add i64 %v312, 6
  %v438 = icmp ult i64 %v437, %v313
  %v439 = and i1 %v435, %v438
  %v440 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  %v441 = fptrunc float %v264 to half
  store half %v441, half addrspace(1)* %v440, align 2
  %v442 = mul i64 32, %v302
  %v443 = add i64 %v314, %v442
  %v444 = add i64 %v301, 32
  %v445 = icmp ult i64 %v444, %v303
  %v446 = add i64 %v443, 7
  %v447 = add i64 %v312, 7
  %v448 = icmp ult i64 %v447, %v313
  %v449 = and i1 %v445, %v448
  %v450 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v446
  %v451 = fptrunc float %v265 to half
  store half %v451, half addrspace(1)* %v450, align 2
  br label %st_done10
st_edge9:
  %v452 = icmp ult i64 %v301, %v303
  %v453 = icmp ult i64 %v312, %v313
  %v454 = and i1 %v452, %v453
  %v455 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v314
  br i1 %v454, label %st11, label %join12
st_done10:
  ret void
st11:
  %v456 = fptrunc float %v250 to half
  store half %v456, half addrspace(1)* %v455, align 2
  br label %join12
join12:
  %v457 = icmp ult i64 %v301, %v303
  %v458 = add i64 %v314, 1
  %v459 = add i64 %v312, 1
  %v460 = icmp ult i64 %v459, %v313
  %v461 = and i1 %v457, %v460
  %v462 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v458
  br i1 %v461, label %st13, label %join14
st13:
  %v463 = fptrunc float %v251 to half
  store half %v463, half addrspace(1)* %v462, align 2
  br label %join14
join14:
  %v464 = icmp ult i64 %v301, %v303
  %v465 = add i64 %v314, 2
  %v466 = add i64 %v312, 2
  %v467 = icmp ult i64 %v466, %v313
  %v468 = and i1 %v464, %v467
  %v469 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v465
  br i1 %v468, label %st15, label %join16
st15:
  %v470 = fptrunc float %v252 to half
  store half %v470, half addrspace(1)* %v469, align 2
  br label %join16
join16:
  %v471 = icmp ult i64 %v301, %v303
  %v472 = add i64 %v314, 3
  %v473 = add i64 %v312, 3
  %v474 = icmp ult i64 %v473, %v313
  %v475 = and i1 %v471, %v474
  %v476 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v472
  br i1 %v475, label %st17, label %join18
st17:
  %v477 = fptrunc float %v253 to half
  store half %v477, half addrspace(1)* %v476, align 2
  br label %join18
join18:
  %v478 = icmp ult i64 %v301, %v303
  %v479 = add i64 %v314, 4
  %v480 = add i64 %v312, 4
  %v481 = icmp ult i64 %v480, %v313
  %v482 = and i1 %v478, %v481
  %v483 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v479
  br i1 %v482, label %st19, label %join20
st19:
  %v484 = fptrunc float %v254 to half
  store half %v484, half addrspace(1)* %v483, align 2
  br label %join20
join20:
  %v485 = icmp ult i64 %v301, %v303
  %v486 = add i64 %v314, 5
  %v487 = add i64 %v312, 5
  %v488 = icmp ult i64 %v487, %v313
  %v489 = and i1 %v485, %v488
  %v490 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v486
  br i1 %v489, label %st21, label %join22
st21:
  %v491 = fptrunc float %v255 to half
  store half %v491, half addrspace(1)* %v490, align 2
  br label %join22
join22:
  %v492 = icmp ult i64 %v301, %v303
  %v493 = add i64 %v314, 6
  %v494 = add i64 %v312, 6
  %v495 = icmp ult i64 %v494, %v313
  %v496 = and i1 %v492, %v495
  %v497 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v493
  br i1 %v496, label %st23, label %join24
st23:
  %v498 = fptrunc float %v256 to half
  store half %v498, half addrspace(1)* %v497, align 2
  br label %join24
join24:
  %v499 = icmp ult i64 %v301, %v303
  %v500 = add i64 %v314, 7
  %v501 = add i64 %v312, 7
  %v502 = icmp ult i64 %v501, %v313
  %v503 = and i1 %v499, %v502
  %v504 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v500
  br i1 %v503, label %st25, label %join26
st25:
  %v505 = fptrunc float %v257 to half
  store half %v505, half addrspace(1)* %v504, align 2
  br label %join26
join26:
  %v506 = mul i64 32, %v302
  %v507 = add i64 %v314, %v506
  %v508 = add i64 %v301, 32
  %v509 = icmp ult i64 %v508, %v303
  %v510 = icmp ult i64 %v312, %v313
  %v511 = and i1 %v509, %v510
  %v512 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v507
  br i1 %v511, label %st27, label %join28
st27:
  %v513 = fptrunc float %v258 to half
  store half %v513, half addrspace(1)* %v512, align 2
  br label %join28
join28:
  %v514 = mul i64 32, %v302
  %v515 = add i64 %v314, %v514
  %v516 = add i64 %v301, 32
  %v517 = icmp ult i64 %v516, %v303
  %v518 = add i64 %v515, 1
  %v519 = add i64 %v312, 1
  %v520 = icmp ult i64 %v519, %v313
  %v521 = and i1 %v517, %v520
  %v522 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v518
  br i1 %v521, label %st29, label %join30
st29:
  %v523 = fptrunc float %v259 to half
  store half %v523, half addrspace(1)* %v522, align 2
  br label %join30
join30:
  %v524 = mul i64 32, %v302
  %v525 = add i64 %v314, %v524
  %v526 = add i64 %v301, 32
  %v527 = icmp ult i64 %v526, %v303
  %v528 = add i64 %v525, 2
  %v529 = add i64 %v312, 2
  %v530 = icmp ult i64 %v529, %v313
  %v531 = and i1 %v527, %v530
  %v532 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v528
  br i1 %v531, label %st31, label %join32
st31:
  %v533 = fptrunc float %v260 to half
  store half %v533, half addrspace(1)* %v532, align 2
  br label %join32
join32:
  %v534 = mul i64 32, %v302
  %v535 = add i64 %v314, %v534
  %v536 = add i64 %v301, 32
  %v537 = icmp ult i64 %v536, %v303
  %v538 = add i64 %v535, 3
  %v539 = add i64 %v312, 3
  %v540 = icmp ult i64 %v539, %v313
  %v541 = and i1 %v537, %v540
  %v542 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v538
  br i1 %v541, label %st33, label %join34
st33:
  %v543 = fptrunc float %v261 to half
  store half %v543, half addrspace(1)* %v542, align 2
  br label %join34
join34:
  %v544 = mul i64 32, %v302
  %v545 = add i64 %v314, %v544
  %v546 = add i64 %v301, 32
  %v547 = icmp ult i64 %v546, %v303
  %v548 = add i64 %v545, 4
  %v549 = add i64 %v312, 4
  %v550 = icmp ult i64 %v549, %v313
  %v551 = and i1 %v547, %v550
  %v552 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v548
  br i1 %v551, label %st35, label %join36
st35:
  %v553 = fptrunc float %v262 to half
  store half %v553, half addrspace(1)* %v552, align 2
  br label %join36
join36:
  %v554 = mul i64 32, %v302
  %v555 = add i64 %v314, %v554
  %v556 = add i64 %v301, 32
  %v557 = icmp ult i64 %v556, %v303
  %v558 = add i64 %v555, 5
  %v559 = add i64 %v312, 5
  %v560 = icmp ult i64 %v559, %v313
  %v561 = and i1 %v557, %v560
  %v562 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v558
  br i1 %v561, label %st37, label %join38
st37:
  %v563 = fptrunc float %v263 to half
  store half %v563, half addrspace(1)* %v562, align 2
  br label %join38
join38:
  %v564 = mul i64 32, %v302
  %v565 = add i64 %v314, %v564
  %v566 = add i64 %v301, 32
  %v567 = icmp ult i64 %v566, %v303
  %v568 = add i64 %v565, 6
  %v569 = add i64 %v312, 6
  %v570 = icmp ult i64 %v569, %v313
  %v571 = and i1 %v567, %v570
  %v572 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v568
  br i1 %v571, label %st39, label %join40
st39:
  %v573 = fptrunc float %v264 to half
  store half %v573, half addrspace(1)* %v572, align 2
  br label %join40
join40:
  %v574 = mul i64 32, %v302
  %v575 = add i64 %v314, %v574
  %v576 = add i64 %v301, 32
  %v577 = icmp ult i64 %v576, %v303
  %v578 = add i64 %v575, 7
  %v579 = add i64 %v312, 7
  %v580 = icmp ult i64 %v579, %v313
  %v581 = and i1 %v577, %v580
  %v582 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v578
  br i1 %v581, label %st41, label %join42
st41:
  %v583 = fptrunc float %v265 to half
  store half %v583, half addrspace(1)* %v582, align 2
  br label %join42
join42:
  br label %st_done10
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 6
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 7
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 8
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 9
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 10
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v64 = bitcast half addrspace(1)* %v63 to i32 addrspace(1)*
  %v65 = load i32, i32 addrspace(1)* %v64, align 4
  %v66 = trunc i32 %v65 to i16
  %v67 = bitcast i16 %v66 to half
  %v68 = fpext half %v67 to float
  %v69 = lshr i32 %v65, 16
  %v70 = trunc i32 %v69 to i16
  %v71 = bitcast i16 %v70 to half
  %v72 = fpext half %v71 to float
  %v73 = icmp ult i64 %v41, %v43
  %v74 = add i64 %v54, 2
  %v75 = add i64 %v52, 2
  %v76 = icmp ult i64 %v75, %v53
  %v77 = and i1 %v73, %v76
  %v78 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v74
  %v79 = bitcast half addrspace(1)* %v78 to i32 addrspace(1)*
  %v80 = load i32, i32 addrspace(1)* %v79, align 4
  %v81 = trunc i32 %v80 to i16
  %v82 = bitcast i16 %v81 to half
  %v83 = fpext half %v82 to float
  %v84 = lshr i32 %v80, 16
  %v85 = trunc i32 %v84 to i16
  %v86 = bitcast i16 %v85 to half
  %v87 = fpext half %v86 to float
  %v88 = icmp ult i64 %v41, %v43
  %v89 = add i64 %v54, 4
  %v90 = add i64 %v52, 4
  %v91 = icmp ult i64 %v90, %v53
  %v92 = and i1 %v88, %v91
  %v93 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v89
  %v94 = bitcast half addrspace(1)* %v93 to i32 addrspace(1)*
  %v95 = load i32, i32 addrspace(1)* %v94, align 4
  %v96 = trunc i32 %v95 to i16
  %v97 = bitcast i16 %v96 to half
  %v98 = fpext half %v97 to float
  %v99 = lshr i32 %v95, 16
  %v100 = trunc i32 %v99 to i16
  %v101 = bitcast i16 %v100 to half
  %v102 = fpext half %v101 to float
  %v103 = icmp ult i64 %v41, %v43
  %v104 = add i64 %v54, 6
  %v105 = add i64 %v52, 6
  %v106 = icmp ult i64 %v105, %v53
  %v107 = and i1 %v103, %v106
  %v108 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v104
  %v109 = bitcast half addrspace(1)* %v108 to i32 addrspace(1)*
  %v110 = load i32, i32 addrspace(1)* %v109, align 4
  %v111 = trunc i32 %v110 to i16
  %v112 = bitcast i16 %v111 to half
  %v113 = fpext half %v112 to float
  %v114 = lshr i32 %v110, 16
  %v115 = trunc i32 %v114 to i16
  %v116 = bitcast i16 %v115 to half
  %v117 = fpext half %v116 to float
  %v118 = mul i64 32, %v42
  %v119 = add i64 %v54, %v118
  %v120 = add i64 %v41, 32
  %v121 = icmp ult i64 %v120, %v43
  %v122 = icmp ult i64 %v52, %v53
  %v123 = and i1 %v121, %v122
  %v124 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v119
  %v125 = bitcast half addrspace(1)* %v124 to i32 addrspace(1)*
  %v126 = load i32, i32 addrspace(1)* %v125, align 4
  %v127 = trunc i32 %v126 to i16
  %v128 = bitcast i16 %v127 to half
  %v129 = fpext half %v128 to float
  %v130 = lshr i32 %v126, 16
  %v131 = trunc i32 %v130 to i16
  %v132 = bitcast i16 %v131 to half
  %v133 = fpext half %v132 to float
  %v134 = mul i64 32, %v42
  %v135 = add i64 %v54, %v134
  %v136 = add i64 %v41, 32
  %v137 = icmp ult i64 %v136, %v43
  %v138 = add i64 %v135, 2
  %v139 = add i64 %v52, 2
  %v140 = icmp ult i64 %v139, %v53
  %v141 = and i1 %v137, %v140
  %v142 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v138
  %v143 = bitcast half addrspace(1)* %v142 to i32 addrspace(1)*
  %v144 = load i32, i32 addrspace(1)* %v143, align 4
  %v145 = trunc i32 %v144 to i16
  %v146 = bitcast i16 %v145 to half
  %v147 = fpext half %v146 to float
  %v148 = lshr i32 %v144, 16
  %v149 = trunc i32 %v148 to i16
  %v150 = bitcast i16 %v149 to half
  %v151 = fpext half %v150 to float
  %v152 = mul i64 32, %v42
  %v153 = add i64 %v54, %v152
  %v154 = add i64 %v41, 32
  %v155 = icmp ult i64 %v154, %v43
  %v156 = add i64 %v153, 4
  %v157 = add i64 %v52, 4
  %v158 = icmp ult i64 %v157, %v53
  %v159 = and i1 %v155, %v158
  %v160 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v156
  %v161 = bitcast half addrspace(1)* %v160 to i32 addrspace(1)*
  %v162 = load i32, i32 addrspace(1)* %v161, align 4
  %v163 = trunc i32 %v162 to i16
  %v164 = bitcast i16 %v163 to half
  %v165 = fpext half %v164 to float
  %v166 = lshr i32 %v162, 16
  %v167 = trunc i32 %v166 to i16
  %v168 = bitcast i16 %v167 to half
  %v169 = fpext half %v168 to float
  %v170 = mul i64 32, %v42
  %v171 = add i64 %v54, %v170
  %v172 = add i64 %v41, 32
  %v173 = icmp ult i64 %v172, %v43
  %v174 = add i64 %v171, 6
  %v175 = add i64 %v52, 6
  %v176 = icmp ult i64 %v175, %v53
  %v177 = and i1 %v173, %v176
  %v178 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v174
  %v179 = bitcast half addrspace(1)* %v178 to i32 addrspace(1)*
  %v180 = load i32, i32 addrspace(1)* %v179, align 4
  %v181 = trunc i32 %v180 to i16
  %v182 = bitcast i16 %v181 to half
  %v183 = fpext half %v182 to float
  %v184 = lshr i32 %v180, 16
  %v185 = trunc i32 %v184 to i16
  %v186 = bitcast i16 %v185 to half
  %v187 = fpext half %v186 to float
  br label %ld_done3
ld_edge2:
  %v188 = icmp ult i64 %v41, %v43
  %v189 = icmp ult i64 %v52, %v53
  %v190 = and i1 %v188, %v189
  %v191 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v192 = bitcast half addrspace(1)* %v191 to i32 addrspace(1)*
  br i1 %v190, label %ld4, label %ld_next5
ld_done3:
  %v332 = phi float [ %v68, %ld_full1 ], [ %v201, %ld_next19 ]
  %v333 = phi float [ %v72, %ld_full1 ], [ %v202, %ld_next19 ]
  %v334 = phi float [ %v83, %ld_full1 ], [ %v218, %ld_next19 ]
  %v335 = phi float [ %v87, %ld_full1 ], [ %v219, %ld_next19 ]
  %v336 = phi float [ %v98, %ld_full1 ], [ %v235, %ld_next19 ]
  %v337 = phi float [ %v102, %ld_full1 ], [ %v236, %ld_next19 ]
  %v338 = phi float [ %v113, %ld_full1 ], [ %v252, %ld_next19 ]
  %v339 = phi float [ %v117, %ld_full1 ], [ %v253, %ld_next19 ]
  %v340 = phi float [ %v129, %ld_full1 ], [ %v270, %ld_next19 ]
  %v341 = phi float [ %v133, %ld_full1 ], [ %v271, %ld_next19 ]
  %v342 = phi float [ %v147, %ld_full1 ], [ %v290, %ld_next19 ]
  %v343 = phi float [ %v151, %ld_full1 ], [ %v291, %ld_next19 ]
  %v344 = phi float [ %v165, %ld_full1 ], [ %v310, %ld_next19 ]
  %v345 = phi float [ %v169, %ld_full1 ], [ %v311, %ld_next19 ]
  %v346 = phi float [ %v183, %ld_full1 ], [ %v330, %ld_next19 ]
  %v347 = phi float [ %v187, %ld_full1 ], [ %v331, %ld_next19 ]
  %v348 = and i32 %v2, 1
  %v349 = shl i32 %v348, 3
  %v350 = lshr i32 %v2, 1
  %v351 = and i32 %v350, 1
  %v352 = shl i32 %v351, 4
  %v353 = or i32 %v349, %v352
  %v354 = lshr i32 %v2, 2
  %v355 = and i32 %v354, 1
  %v356 = shl i32 %v355, 5
  %v357 = or i32 %v353, %v356
  %v358 = lshr i32 %v2, 3
  %v359 = and i32 %v358, 1
  %v360 = shl i32 %v359, 6
  %v361 = or i32 %v357, %v360
  %v362 = lshr i32 %v2, 4
  %v363 = and i32 %v362, 1
  %v364 = shl i32 %v363, 7
  %v365 = or i32 %v361, %v364
  %v366 = and i32 %v3, 1
  %v367 = shl i32 %v366, 8
  %v368 = or i32 %v365, %v367
  %v369 = lshr i32 %v3, 1
  %v370 = and i32 %v369, 1
  %v371 = shl i32 %v370, 9
  %v372 = or i32 %v368, %v371
  %v373 = lshr i32 %v3, 2
  %v374 = and i32 %v373, 1
  %v375 = shl i32 %v374, 10
  %v376 = or i32 %v372, %v375
  %v377 = lshr i32 %v376, 6
  %v378 = and i32 %v377, 63
  %v379 = and i32 %v376, 63
  %v380 = sext i32 %v4 to i64
  %v381 = mul i64 %v380, 64
  %v382 = zext i32 %v378 to i64
  %v383 = add i64 %v381, %v382
  %v384 = sext i32 %p8 to i64
  %v385 = zext i32 %p6 to i64
  %v386 = mul i64 %v383, %v384
  %v387 = add i64 %v381, 64
  %v388 = icmp sle i64 %v387, %v385
  %v389 = icmp sge i64 %v380, 0
  %v390 = and i1 %v388, %v389
  %v391 = sext i32 %v5 to i64
  %v392 = mul i64 %v391, 64
  %v393 = zext i32 %v379 to i64
  %v394 = add i64 %v392, %v393
  %v395 = zext i32 %p7 to i64
  %v396 = add i64 %v386, %v394
  %v397 = add i64 %v392, 64
  %v398 = icmp sle i64 %v397, %v395
  %v399 = icmp sge i64 %v391, 0
  %v400 = and i1 %v398, %v399
  %v401 = and i1 %v390, %v400
  br i1 %v401, label %st_full20, label %st_edge21
ld4:
  %v193 = load i32, i32 addrspace(1)* %v192, align 4
  %v194 = trunc i32 %v193 to i16
  %v195 = bitcast i16 %v194 to half
  %v196 = fpext half %v195 to float
  %v197 = lshr i32 %v193, 16
  %v198 = trunc i32 %v197 to i16
  %v199 = bitcast i16 %v198 to half
  %v200 = fpext half %v199 to float
  br label %ld_next5
ld_next5:
  %v201 = phi float [ %v196, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v202 = phi float [ %v200, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v203 = icmp ult i64 %v41, %v43
  %v204 = add i64 %v54, 2
  %v205 = add i64 %v52, 2
  %v206 = icmp ult i64 %v205, %v53
  %v207 = and i1 %v203, %v206
  %v208 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v204
  %v209 = bitcast half addrspace(1)* %v208 to i32 addrspace(1)*
  br i1 %v207, label %ld6, label %ld_next7
ld6:
  %v210 = load i32, i32 addrspace(1)* %v209, align 4
  %v211 = trunc i32 %v210 to i16
  %v212 = bitcast i16 %v211 to half
  %v213 = fpext half %v212 to float
  %v214 = lshr i32 %v210, 16
  %v215 = trunc i32 %v214 to i16
  %v216 = bitcast i16 %v215 to half
  %v217 = fpext half %v216 to float
  br label %ld_next7
ld_next7:
  %v218 = phi float [ %v213, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v219 = phi float [ %v217, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v220 = icmp ult i64 %v41, %v43
  %v221 = add i64 %v54, 4
  %v222 = add i64 %v52, 4
  %v223 = icmp ult i64 %v222, %v53
  %v224 = and i1 %v220, %v223
  %v225 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v221
  %v226 = bitcast half addrspace(1)* %v225 to i32 addrspace(1)*
  br i1 %v224, label %ld8, label %ld_next9
ld8:
  %v227 = load i32, i32 addrspace(1)* %v226, align 4
  %v228 = trunc i32 %v227 to i16
  %v229 = bitcast i16 %v228 to half
  %v230 = fpext half %v229 to float
  %v231 = lshr i32 %v227, 16
  %v232 = trunc i32 %v231 to i16
  %v233 = bitcast i16 %v232 to half
  %v234 = fpext half %v233 to float
  br label %ld_next9
ld_next9:
  %v235 = phi float [ %v230, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v236 = phi float [ %v234, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v237 = icmp ult i64 %v41, %v43
  %v238 = add i64 %v54, 6
  %v239 = add i64 %v52, 6
  %v240 = icmp ult i64 %v239, %v53
  %v241 = and i1 %v237, %v240
  %v242 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v238
  %v243 = bitcast half addrspace(1)* %v242 to i32 addrspace(1)*
  br i1 %v241, label %ld10, label %ld_next11
ld10:
  %v244 = load i32, i32 addrspace(1)* %v243, align 4
  %v245 = trunc i32 %v244 to i16
  %v246 = bitcast i16 %v245 to half
  %v247 = fpext half %v246 to float
  %v248 = lshr i32 %v244, 16
  %v249 = trunc i32 %v248 to i16
  %v250 = bitcast i16 %v249 to half
  %v251 = fpext half %v250 to float
  br label %ld_next11
ld_next11:
  %v252 = phi float [ %v247, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v253 = phi float [ %v251, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v254 = mul i64 32, %v42
  %v255 = add i64 %v54, %v254
  %v256 = add i64 %v41, 32
  %v257 = icmp ult i64 %v256, %v43
  %v258 = icmp ult i64 %v52, %v53
  %v259 = and i1 %v257, %v258
  %v260 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v255
  %v261 = bitcast half addrspace(1)* %v260 to i32 addrspace(1)*
  br i1 %v259, label %ld12, label %ld_next13
ld12:
  %v262 = load i32, i32 addrspace(1)* %v261, align 4
  %v263 = trunc i32 %v262 to i16
  %v264 = bitcast i16 %v263 to half
  %v265 = fpext half %v264 to float
  %v266 = lshr i32 %v262, 16
  %v267 = trunc i32 %v266 to i16
  %v268 = bitcast i16 %v267 to half
  %v269 = fpext half %v268 to float
  br label %ld_next13
ld_next13:
  %v270 = phi float [ %v265, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v271 = phi float [ %v269, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v272 = mul i64 32, %v42
  %v273 = add i64 %v54, %v272
  %v274 = add i64 %v41, 32
  %v275 = icmp ult i64 %v274, %v43
  %v276 = add i64 %v273, 2
  %v277 = add i64 %v52, 2
  %v278 = icmp ult i64 %v277, %v53
  %v279 = and i1 %v275, %v278
  %v280 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v276
  %v281 = bitcast half addrspace(1)* %v280 to i32 addrspace(1)*
  br i1 %v279, label %ld14, label %ld_next15
ld14:
  %v282 = load i32, i32 addrspace(1)* %v281, align 4
  %v283 = trunc i32 %v282 to i16
  %v284 = bitcast i16 %v283 to half
  %v285 = fpext half %v284 to float
  %v286 = lshr i32 %v282, 16
  %v287 = trunc i32 %v286 to i16
  %v288 = bitcast i16 %v287 to half
  %v289 = fpext half %v288 to float
  br label %ld_next15
ld_next15:
  %v290 = phi float [ %v285, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v291 = phi float [ %v289, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v292 = mul i64 32, %v42
  %v293 = add i64 %v54, %v292
  %v294 = add i64 %v41, 32
  %v295 = icmp ult i64 %v294, %v43
  %v296 = add i64 %v293, 4
  %v297 = add i64 %v52, 4
  %v298 = icmp ult i64 %v297, %v53
  %v299 = and i1 %v295, %v298
  %v300 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v296
  %v301 = bitcast half addrspace(1)* %v300 to i32 addrspace(1)*
  br i1 %v299, label %ld16, label %ld_next17
ld16:
  %v302 = load i32, i32 addrspace(1)* %v301, align 4
  %v303 = trunc i32 %v302 to i16
  %v304 = bitcast i16 %v303 to half
  %v305 = fpext half %v304 to float
  %v306 = lshr i32 %v302, 16
  %v307 = trunc i32 %v306 to i16
  %v308 = bitcast i16 %v307 to half
  %v309 = fpext half %v308 to float
  br label %ld_next17
ld_next17:
  %v310 = phi float [ %v305, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v311 = phi float [ %v309, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v312 = mul i64 32, %v42
  %v313 = add i64 %v54, %v312
  %v314 = add i64 %v41, 32
  %v315 = icmp ult i64 %v314, %v43
  %v316 = add i64 %v313, 6
  %v317 = add i64 %v52, 6
  %v318 = icmp ult i64 %v317, %v53
  %v319 = and i1 %v315, %v318
  %v320 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v316
  %v321 = bitcast half addrspace(1)* %v320 to i32 addrspace(1)*
  br i1 %v319, label %ld18, label %ld_next19
ld18:
  %v322 = load i32, i32 addrspace(1)* %v321, align 4
  %v323 = trunc i32 %v322 to i16
  %v324 = bitcast i16 %v323 to half
  %v325 = fpext half %v324 to float
  %v326 = lshr i32 %v322, 16
  %v327 = trunc i32 %v326 to i16
  %v328 = bitcast i16 %v327 to half
  %v329 = fpext half %v328 to float
  br label %ld_next19
ld_next19:
  %v330 = phi float [ %v325, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v331 = phi float [ %v329, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  br label %ld_done3
st_full20:
  %v402 = icmp ult i64 %v383, %v385
  %v403 = icmp ult i64 %v394, %v395
  %v404 = and i1 %v402, %v403
  %v405 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v396
  %v406 = fptrunc float %v332 to half
  store half %v406, half addrspace(1)* %v405, align 2
  %v407 = icmp ult i64 %v383, %v385
  %v408 = add i64 %v396, 1
  %v409 = add i64 %v394, 1
  %v410 = icmp ult i64 %v409, %v395
  %v411 = and i1 %v407, %v410
  %v412 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v408
  %v413 = fptrunc float %v333 to half
  store half %v413, half addrspace(1)* %v412, align 2
  %v414 = icmp ult i64 %v383, %v385
  %v415 = add i64 %v396, 2
  %v416 = add i64 %v394, 2
  %v417 = icmp ult i64 %v416, %v395
  %v418 = and i1 %v414, %v417
  %v419 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v415
  %v420 = fptrunc float %v334 to half
  store half %v420, half addrspace(1)* %v419, align 2
  %v421 = icmp ult i64 %v383, %v385
  %v422 = add i64 %v396, 3
  %v423 = add i64 %v394, 3
  %v424 = icmp ult i64 %v423, %v395
  %v425 = and i1 %v421, %v424
  %v426 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v422
  %v427 = fptrunc float %v335 to half
  store half %v427, half addrspace(1)* %v426, align 2
  %v428 = icmp ult i64 %v383, %v385
  %v429 = add i64 %v396, 4
  %v430 = add i64 %v394, 4
  %v431 = icmp ult i64 %v430, %v395
  %v432 = and i1 %v428, %v431
  %v433 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v429
  %v434 = fptrunc float %v336 to half
  store half %v434, half addrspace(1)* %v433, align 2
  %v435 = icmp ult i64 %v383, %v385
  %v436 = add i64 %v396, 5
  %v437 = add i64 %v394, 5
  %v438 = icmp ult i64 %v437, %v395
  %v439 = and i1 %v435, %v438
  %v440 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  %v441 = fptrunc float %v337 to half
  store half %v441, half addrspace(1)* %v440, align 2
  %v442 = icmp ult i64 %v383, %v385
  %v443 = add i64 %v396, 6
  %v444 = add i64 %v394, 6
  %v445 = icmp ult i64 %v444, %v395
  %v446 = and i1 %v442, %v445
  %v447 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v443
  %v448 = fptrunc float %v338 to half
  store half %v448, half addrspace(1)* %v447, align 2
  %v449 = icmp ult i64 %v383, %v385
  %v450 = add i64 %v396, 7
  %v451 = add i64 %v394, 7
  %v452 = icmp ult i64 %v451, %v395
  %v453 = and i1 %v449, %v452
  %v454 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v450
  %v455 = fptrunc float %v339 to half
  store half %v455, half addrspace(1)* %v454, align 2
  %v456 = mul i64 32, %v384
  %v457 = add i64 %v396, %v456
  %v458 = add i64 %v383, 32
  %v459 = icmp ult i64 %v458, %v385
  %v460 = icmp ult i64 %v394, %v395
  %v461 = and i1 %v459, %v460
  %v462 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v457
  %v463 = fptrunc float %v340 to half
  store half %v463, half addrspace(1)* %v462, align 2
  %v464 = mul i64 32, %v384
  %v465 = add i64 %v396, %v464
  %v466 = add i64 %v383, 32
  %v467 = icmp ult i64 %v466, %v385
  %v468 = add i64 %v465, 1
  %v469 = add i64 %v394, 1
  %v470 = icmp ult i64 %v469, %v395
  %v471 = and i1 %v467, %v470
  %v472 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v468
  %v473 = fptrunc float %v341 to half
  store half %v473, half addrspace(1)* %v472, align 2
  %v474 = mul i64 32, %v384
  %v475 = add i64 %v396, %v474
  %v476 = add i64 %v383, 32
  %v477 = icmp ult i64 %v476, %v385
  %v478 = add i64 %v475, 2
  %v479 = add i64 %v394, 2
  %v480 = icmp ult i64 %v479, %v395
  %v481 = and i1 %v477, %v480
  %v482 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v478
  %v483 = fptrunc float %v342 to half
  store half %v483, half addrspace(1)* %v482, align 2
  %v484 = mul i64 32, %v384
  %v485 = add i64 %v396, %v484
  %v486 = add i64 %v383, 32
  %v487 = icmp ult i64 %v486, %v385
  %v488 = add i64 %v485, 3
  %v489 = add i64 %v394, 3
  %v490 = icmp ult i64 %v489, %v395
  %v491 = and i1 %v487, %v490
  %v492 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v488
  %v493 = fptrunc float %v343 to half
  store half %v493, half addrspace(1)* %v492, align 2
  %v494 = mul i64 32, %v384
  %v495 = add i64 %v396, %v494
  %v496 = add i64 %v383, 32
  %v497 = icmp ult i64 %v496, %v385
  %v498 = add i64 %v495, 4
  %v499 = add i64 %v394, 4
  %v500 = icmp ult i64 %v499, %v395
  %v501 = and i1 %v497, %v500
  %v502 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v498
  %v503 = fptrunc float %v344 to half
  store half %v503, half addrspace(1)* %v502, align 2
  %v504 = mul i64 32, %v384
  %v505 = add i64 %v396, %v504
  %v506 = add i64 %v383, 32
  %v507 = icmp ult i64 %v506, %v385
  %v508 = add i64 %v505, 5
  %v509 = add i64 %v394, 5
  %v510 = icmp ult i64 %v509, %v395
  %v511 = and i1 %v507, %v510
  %v512 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v508
  %v513 = fptrunc float %v345 to half
  store half %v513, half addrspace(1)* %v512, align 2
  %v514 = mul i64 32, %v384
  %v515 = add i64 %v396, %v514
  %v516 = add i64 %v383, 32
  %v517 = icmp ult i64 %v516, %v385
  %v518 = add i64 %v515, 6
  %v519 = add i64 %v394, 6
  %v520 = icmp ult i64 %v519, %v395
  %v521 = and i1 %v517, %v520
  %v522 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v518
  %v523 = fptrunc float %v346 to half
  store half %v523, half addrspace(1)* %v522, align 2
  %v524 = mul i64 32, %v384
  %v525 = add i64 %v396, %v524
  %v526 = add i64 %v383, 32
  %v527 = icmp ult i64 %v526, %v385
  %v528 = add i64 %v525, 7
  %v529 = add i64 %v394, 7
  %v530 = icmp ult i64 %v529, %v395
  %v531 = and i1 %v527, %v530
  %v532 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v528
  %v533 = fptrunc float %v347 to half
  store half %v533, half addrspace(1)* %v532, align 2
  br label %st_done22
st_edge21:
  %v534 = icmp ult i64 %v383, %v385
  %v535 = icmp ult i64 %v394, %v395
  %v536 = and i1 %v534, %v535
  %v537 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v396
  br i1 %v536, label %st23, label %join24
st_done22:
  ret void
st23:
  %v538 = fptrunc float %v332 to half
  store half %v538, half addrspace(1)* %v537, align 2
  br label %join24
join24:
  %v539 = icmp ult i64 %v383, %v385
  %v540 = add i64 %v396, 1
  %v541 = add i64 %v394, 1
  %v542 = icmp ult i64 %v541, %v395
  %v543 = and i1 %v539, %v542
  %v544 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v540
  br i1 %v543, label %st25, label %join26
st25:
  %v545 = fptrunc float %v333 to half
  store half %v545, half addrspace(1)* %v544, align 2
  br label %join26
join26:
  %v546 = icmp ult i64 %v383, %v385
  %v547 = add i64 %v396, 2
  %v548 = add i64 %v394, 2
  %v549 = icmp ult i64 %v548, %v395
  %v550 = and i1 %v546, %v549
  %v551 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v547
  br i1 %v550, label %st27, label %join28
st27:
  %v552 = fptrunc float %v334 to half
  store half %v552, half addrspace(1)* %v551, align 2
  br label %join28
join28:
  %v553 = icmp ult i64 %v383, %v385
  %v554 = add i64 %v396, 3
  %v555 = add i64 %v394, 3
  %v556 = icmp ult i64 %v555, %v395
  %v557 = and i1 %v553, %v556
  %v558 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v554
  br i1 %v557, label %st29, label %join30
st29:
  %v559 = fptrunc float %v335 to half
  store half %v559, half addrspace(1)* %v558, align 2
  br label %join30
join30:
  %v560 = icmp ult i64 %v383, %v385
  %v561 = add i64 %v396, 4
  %v562 = add i64 %v394, 4
  %v563 = icmp ult i64 %v562, %v395
  %v564 = and i1 %v560, %v563
  %v565 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v561
  br i1 %v564, label %st31, label %join32
st31:
  %v566 = fptrunc float %v336 to half
  store half %v566, half addrspace(1)* %v565, align 2
  br label %join32
join32:
  %v567 = icmp ult i64 %v383, %v385
  %v568 = add i64 %v396, 5
  %v569 = add i64 %v394, 5
  %v570 = icmp ult i64 %v569, %v395
  %v571 = and i1 %v567, %v570
  %v572 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v568
  br i1 %v571, label %st33, label %join34
st33:
  %v573 = fptrunc float %v337 to half
  store half %v573, half addrspace(1)* %v572, align 2
  br label %join34
join34:
  %v574 = icmp ult i64 %v383, %v385
  %v575 = add i64 %v396, 6
  %v576 = add i64 %v394, 6
  %v577 = icmp ult i64 %v576, %v395
  %v578 = and i1 %v574, %v577
  %v579 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v575
  br i1 %v578, label %st35, label %join36
st35:
  %v580 = fptrunc float %v338 to half
  store half %v580, half addrspace(1)* %v579, align 2
  br label %join36
join36:
  %v581 = icmp ult i64 %v383, %v385
  %v582 = add i64 %v396, 7
  %v583 = add i64 %v394, 7
  %v584 = icmp ult i64 %v583, %v395
  %v585 = and i1 %v581, %v584
  %v586 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v582
  br i1 %v585, label %st37, label %join38
st37:
  %v587 = fptrunc float %v339 to half
  store half %v587, half addrspace(1)* %v586, align 2
  br label %join38
join38:
  %v588 = mul i64 32, %v384
  %v589 = add i64 %v396, %v588
  %v590 = add i64 %v383, 32
  %v591 = icmp ult i64 %v590, %v385
  %v592 = icmp ult i64 %v394, %v395
  %v593 = and i1 %v591, %v592
  %v594 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v589
  br i1 %v593, label %st39, label %join40
st39:
  %v595 = fptrunc float %v340 to half
  store half %v595, half addrspace(1)* %v594, align 2
  br label %join40
join40:
  %v596 = mul i64 32, %v384
  %v597 = add i64 %v396, %v596
  %v598 = add i64 %v383, 32
  %v599 = icmp ult i64 %v598, %v385
  %v600 = add i64 %v597, 1
  %v601 = add i64 %v394, 1
  %v602 = icmp ult i64 %v601, %v395
  %v603 = and i1 %v599, %v602
  %v604 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v600
  br i1 %v603, label %st41, label %join42
st41:
  %v605 = fptrunc float %v341 to half
  store half %v605, half addrspace(1)* %v604, align 2
  br label %join42
join42:
  %v606 = mul i64 32, %v384
  %v607 = add i64 %v396, %v606
  %v608 = add i64 %v383, 32
  %v609 = icmp ult i64 %v608, %v385
  %v610 = add i64 %v607, 2
  %v611 = add i64 %v394, 2
  %v612 = icmp ult i64 %v611, %v395
  %v613 = and i1 %v609, %v612
  %v614 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v610
  br i1 %v613, label %st43, label %join44
st43:
  %v615 = fptrunc float %v342 to half
  store half %v615, half addrspace(1)* %v614, align 2
  br label %join44
join44:
  %v616 = mul i64 32, %v384
  %v617 = add i64 %v396, %v616
  %v618 = add i64 %v383, 32
  %v619 = icmp ult i64 %v618, %v385
  %v620 = add i64 %v617, 3
  %v621 = add i64 %v394, 3
  %v622 = icmp ult i64 %v621, %v395
  %v623 = and i1 %v619, %v622
  %v624 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v620
  br i1 %v623, label %st45, label %join46
st45:
  %v625 = fptrunc float %v343 to half
  store half %v625, half addrspace(1)* %v624, align 2
  br label %join46
join46:
  %v626 = mul i64 32, %v384
  %v627 = add i64 %v396, %v626
  %v628 = add i64 %v383, 32
  %v629 = icmp ult i64 %v628, %v385
  %v630 = add i64 %v627, 4
  %v631 = add i64 %v394, 4
  %v632 = icmp ult i64 %v631, %v395
  %v633 = and i1 %v629, %v632
  %v634 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v630
  br i1 %v633, label %st47, label %join48
st47:
  %v635 = fptrunc float %v344 to half
  store half %v635, half addrspace(1)* %v634, align 2
  br label %join48
join48:
  %v636 = mul i64 32, %v384
  %v637 = add i64 %v396, %v636
  %v638 = add i64 %v383, 32
  %v639 = icmp ult i64 %v638, %v385
  %v640 = add i64 %v637, 5
  %v641 = add i64 %v394, 5
  %v642 = icmp ult i64 %v641, %v395
  %v643 = and i1 %v639, %v642
  %v644 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v640
  br i1 %v643, label %st49, label %join50
st49:
  %v645 = fptrunc float %v345 to half
  store half %v645, half addrspace(1)* %v644, align 2
  br label %join50
join50:
  %v646 = mul i64 32, %v384
  %v647 = add i64 %v396, %v646
  %v648 = add i64 %v383, 32
  %v649 = icmp ult i64 %v648, %v385
  %v650 = add i64 %v647, 6
  %v651 = add i64 %v394, 6
  %v652 = icmp ult i64 %v651, %v395
  %v653 = and i1 %v649, %v652
  %v654 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v650
  br i1 %v653, label %st51, label %join52
st51:
  %v655 = fptrunc float %v346 to half
  store half %v655, half addrspace(1)* %v654, align 2
  br label %join52
join52:
  %v656 = mul i64 32, %v384
  %v657 = add i64 %v396, %v656
  %v658 = add i64 %v383, 32
  %v659 = icmp ult i64 %v658, %v385
  %v660 = add i64 %v657, 7
  %v661 = add i64 %v394, 7
  %v662 = icmp ult i64 %v661, %v395
  %v663 = and i1 %v659, %v662
  %v664 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v660
  br i1 %v663, label %st53, label %join54
st53:
  %v665 = fptrunc float %v347 to half
  store half %v665, half addrspace(1)* %v664, align 2
  br label %join54
join54:
  br label %st_done22
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 6
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 7
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 8
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 9
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v54
  %v64 = load float, float addrspace(1)* %v63, align 4
  %v65 = icmp ult i64 %v41, %v43
  %v66 = add i64 %v54, 1
  %v67 = add i64 %v52, 1
  %v68 = icmp ult i64 %v67, %v53
  %v69 = and i1 %v65, %v68
  %v70 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v66
  %v71 = load float, float addrspace(1)* %v70, align 4
  %v72 = icmp ult i64 %v41, %v43
  %v73 = add i64 %v54, 2
  %v74 = add i64 %v52, 2
  %v75 = icmp ult i64 %v74, %v53
  %v76 = and i1 %v72, %v75
  %v77 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v73
  %v78 = load float, float addrspace(1)* %v77, align 4
  %v79 = icmp ult i64 %v41, %v43
  %v80 = add i64 %v54, 3
  %v81 = add i64 %v52, 3
  %v82 = icmp ult i64 %v81, %v53
  %v83 = and i1 %v79, %v82
  %v84 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v85 = load float, float addrspace(1)* %v84, align 4
  %v86 = mul i64 16, %v42
  %v87 = add i64 %v54, %v86
  %v88 = add i64 %v41, 16
  %v89 = icmp ult i64 %v88, %v43
  %v90 = icmp ult i64 %v52, %v53
  %v91 = and i1 %v89, %v90
  %v92 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v87
  %v93 = load float, float addrspace(1)* %v92, align 4
  %v94 = mul i64 16, %v42
  %v95 = add i64 %v54, %v94
  %v96 = add i64 %v41, 16
  %v97 = icmp ult i64 %v96, %v43
  %v98 = add i64 %v95, 1
  %v99 = add i64 %v52, 1
  %v100 = icmp ult i64 %v99, %v53
  %v101 = and i1 %v97, %v100
  %v102 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v98
  %v103 = load float, float addrspace(1)* %v102, align 4
  %v104 = mul i64 16, %v42
  %v105 = add i64 %v54, %v104
  %v106 = add i64 %v41, 16
  %v107 = icmp ult i64 %v106, %v43
  %v108 = add i64 %v105, 2
  %v109 = add i64 %v52, 2
  %v110 = icmp ult i64 %v109, %v53
  %v111 = and i1 %v107, %v110
  %v112 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v108
  %v113 = load float, float addrspace(1)* %v112, align 4
  %v114 = mul i64 16, %v42
  %v115 = add i64 %v54, %v114
  %v116 = add i64 %v41, 16
  %v117 = icmp ult i64 %v116, %v43
  %v118 = add i64 %v115, 3
  %v119 = add i64 %v52, 3
  %v120 = icmp ult i64 %v119, %v53
  %v121 = and i1 %v117, %v120
  %v122 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v118
  %v123 = load float, float addrspace(1)* %v122, align 4
  %v124 = mul i64 32, %v42
  %v125 = add i64 %v54, %v124
  %v126 = add i64 %v41, 32
  %v127 = icmp ult i64 %v126, %v43
  %v128 = icmp ult i64 %v52, %v53
  %v129 = and i1 %v127, %v128
  %v130 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v125
  %v131 = load float, float addrspace(1)* %v130, align 4
  %v132 = mul i64 32, %v42
  %v133 = add i64 %v54, %v132
  %v134 = add i64 %v41, 32
  %v135 = icmp ult i64 %v134, %v43
  %v136 = add i64 %v133, 1
  %v137 = add i64 %v52, 1
  %v138 = icmp ult i64 %v137, %v53
  %v139 = and i1 %v135, %v138
  %v140 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v136
  %v141 = load float, float addrspace(1)* %v140, align 4
  %v142 = mul i64 32, %v42
  %v143 = add i64 %v54, %v142
  %v144 = add i64 %v41, 32
  %v145 = icmp ult i64 %v144, %v43
  %v146 = add i64 %v143, 2
  %v147 = add i64 %v52, 2
  %v148 = icmp ult i64 %v147, %v53
  %v149 = and i1 %v145, %v148
  %v150 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v146
  %v151 = load float, float addrspace(1)* %v150, align 4
  %v152 = mul i64 32, %v42
  %v153 = add i64 %v54, %v152
  %v154 = add i64 %v41, 32
  %v155 = icmp ult i64 %v154, %v43
  %v156 = add i64 %v153, 3
  %v157 = add i64 %v52, 3
  %v158 = icmp ult i64 %v157, %v53
  %v159 = and i1 %v155, %v158
  %v160 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v156
  %v161 = load float, float addrspace(1)* %v160, align 4
  %v162 = mul i64 48, %v42
  %v163 = add i64 %v54, %v162
  %v164 = add i64 %v41, 48
  %v165 = icmp ult i64 %v164, %v43
  %v166 = icmp ult i64 %v52, %v53
  %v167 = and i1 %v165, %v166
  %v168 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v163
  %v169 = load float, float addrspace(1)* %v168, align 4
  %v170 = mul i64 48, %v42
  %v171 = add i64 %v54, %v170
  %v172 = add i64 %v41, 48
  %v173 = icmp ult i64 %v172, %v43
  %v174 = add i64 %v171, 1
  %v175 = add i64 %v52, 1
  %v176 = icmp ult i64 %v175, %v53
  %v177 = and i1 %v173, %v176
  %v178 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v174
  %v179 = load float, float addrspace(1)* %v178, align 4
  %v180 = mul i64 48, %v42
  %v181 = add i64 %v54, %v180
  %v182 = add i64 %v41, 48
  %v183 = icmp ult i64 %v182, %v43
  %v184 = add i64 %v181, 2
  %v185 = add i64 %v52, 2
  %v186 = icmp ult i64 %v185, %v53
  %v187 = and i1 %v183, %v186
  %v188 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v184
  %v189 = load float, float addrspace(1)* %v188, align 4
  %v190 = mul i64 48, %v42
  %v191 = add i64 %v54, %v190
  %v192 = add i64 %v41, 48
  %v193 = icmp ult i64 %v192, %v43
  %v194 = add i64 %v191, 3
  %v195 = add i64 %v52, 3
  %v196 = icmp ult i64 %v195, %v53
  %v197 = and i1 %v193, %v196
  %v198 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v194
  %v199 = load float, float addrspace(1)* %v198, align 4
  br label %ld_done3
ld_edge2:
  %v200 = icmp ult i64 %v41, %v43
  %v201 = icmp ult i64 %v52, %v53
  %v202 = and i1 %v200, %v201
  %v203 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v54
  br i1 %v202, label %ld4, label %ld_next5
ld_done3:
  %v356 = phi float [ %v64, %ld_full1 ], [ %v205, %ld_next35 ]
  %v357 = phi float [ %v71, %ld_full1 ], [ %v213, %ld_next35 ]
  %v358 = phi float [ %v78, %ld_full1 ], [ %v221, %ld_next35 ]
  %v359 = phi float [ %v85, %ld_full1 ], [ %v229, %ld_next35 ]
  %v360 = phi float [ %v93, %ld_full1 ], [ %v238, %ld_next35 ]
  %v361 = phi float [ %v103, %ld_full1 ], [ %v249, %ld_next35 ]
  %v362 = phi float [ %v113, %ld_full1 ], [ %v260, %ld_next35 ]
  %v363 = phi float [ %v123, %ld_full1 ], [ %v271, %ld_next35 ]
  %v364 = phi float [ %v131, %ld_full1 ], [ %v280, %ld_next35 ]
  %v365 = phi float [ %v141, %ld_full1 ], [ %v291, %ld_next35 ]
  %v366 = phi float [ %v151, %ld_full1 ], [ %v302, %ld_next35 ]
  %v367 = phi float [ %v161, %ld_full1 ], [ %v313, %ld_next35 ]
  %v368 = phi float [ %v169, %ld_full1 ], [ %v322, %ld_next35 ]
  %v369 = phi float [ %v179, %ld_full1 ], [ %v333, %ld_next35 ]
  %v370 = phi float [ %v189, %ld_full1 ], [ %v344, %ld_next35 ]
  %v371 = phi float [ %v199, %ld_full1 ], [ %v355, %ld_next35 ]
  %v372 = and i32 %v2, 1
  %v373 = shl i32 %v372, 2
  %v374 = lshr i32 %v2, 1
  %v375 = and i32 %v374, 1
  %v376 = shl i32 %v375, 3
  %v377 = or i32 %v373, %v376
  %v378 = lshr i32 %v2, 2
  %v379 = and i32 %v378, 1
  %v380 = shl i32 %v379, 4
  %v381 = or i32 %v377, %v380
  %v382 = lshr i32 %v2, 3
  %v383 = and i32 %v382, 1
  %v384 = shl i32 %v383, 5
  %v385 = or i32 %v381, %v384
  %v386 = lshr i32 %v2, 4
  %v387 = and i32 %v386, 1
  %v388 = shl i32 %v387, 6
  %v389 = or i32 %v385, %v388
  %v390 = and i32 %v3, 1
  %v391 = shl i32 %v390, 7
  %v392 = or i32 %v389, %v391
  %v393 = lshr i32 %v3, 1
  %v394 = and i32 %v393, 1
  %v395 = shl i32 %v394, 8
  %v396 = or i32 %v392, %v395
  %v397 = lshr i32 %v3, 2
  %v398 = and i32 %v397, 1
  %v399 = shl i32 %v398, 9
  %v400 = or i32 %v396, %v399
  %v401 = lshr i32 %v400, 6
  %v402 = and i32 %v401, 63
  %v403 = and i32 %v400, 63
  %v404 = sext i32 %v4 to i64
  %v405 = mul i64 %v404, 64
  %v406 = zext i32 %v402 to i64
  %v407 = add i64 %v405, %v406
  %v408 = sext i32 %p8 to i64
  %v409 = zext i32 %p6 to i64
  %v410 = mul i64 %v407, %v408
  %v411 = add i64 %v405, 64
  %v412 = icmp sle i64 %v411, %v409
  %v413 = icmp sge i64 %v404, 0
  %v414 = and i1 %v412, %v413
  %v415 = sext i32 %v5 to i64
  %v416 = mul i64 %v415, 64
  %v417 = zext i32 %v403 to i64
  %v418 = add i64 %v416, %v417
  %v419 = zext i32 %p7 to i64
  %v420 = add i64 %v410, %v418
  %v421 = add i64 %v416, 64
  %v422 = icmp sle i64 %v421, %v419
  %v423 = icmp sge i64 %v415, 0
  %v424 = and i1 %v422, %v423
  %v425 = and i1 %v414, %v424
  br i1 %v425, label %st_full36, label %st_edge37
ld4:
  %v204 = load float, float addrspace(1)* %v203, align 4
  br label %ld_next5
ld_next5:
  %v205 = phi float [ %v204, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v206 = icmp ult i64 %v41, %v43
  %v207 = add i64 %v54, 1
  %v208 = add i64 %v52, 1
  %v209 = icmp ult i64 %v208, %v53
  %v210 = and i1 %v206, %v209
  %v211 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v207
  br i1 %v210, label %ld6, label %ld_next7
ld6:
  %v212 = load float, float addrspace(1)* %v211, align 4
  br label %ld_next7
ld_next7:
  %v213 = phi float [ %v212, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v214 = icmp ult i64 %v41, %v43
  %v215 = add i64 %v54, 2
  %v216 = add i64 %v52, 2
  %v217 = icmp ult i64 %v216, %v53
  %v218 = and i1 %v214, %v217
  %v219 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v215
  br i1 %v218, label %ld8, label %ld_next9
ld8:
  %v220 = load float, float addrspace(1)* %v219, align 4
  br label %ld_next9
ld_next9:
  %v221 = phi float [ %v220, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v222 = icmp ult i64 %v41, %v43
  %v223 = add i64 %v54, 3
  %v224 = add i64 %v52, 3
  %v225 = icmp ult i64 %v224, %v53
  %v226 = and i1 %v222, %v225
  %v227 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v223
  br i1 %v226, label %ld10, label %ld_next11
ld10:
  %v228 = load float, float addrspace(1)* %v227, align 4
  br label %ld_next11
ld_next11:
  %v229 = phi float [ %v228, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v230 = mul i64 16, %v42
  %v231 = add i64 %v54, %v230
  %v232 = add i64 %v41, 16
  %v233 = icmp ult i64 %v232, %v43
  %v234 = icmp ult i64 %v52, %v53
  %v235 = and i1 %v233, %v234
  %v236 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v231
  br i1 %v235, label %ld12, label %ld_next13
ld12:
  %v237 = load float, float addrspace(1)* %v236, align 4
  br label %ld_next13
ld_next13:
  %v238 = phi float [ %v237, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v239 = mul i64 16, %v42
  %v240 = add i64 %v54, %v239
  %v241 = add i64 %v41, 16
  %v242 = icmp ult i64 %v241, %v43
  %v243 = add i64 %v240, 1
  %v244 = add i64 %v52, 1
  %v245 = icmp ult i64 %v244, %v53
  %v246 = and i1 %v242, %v245
  %v247 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v243
  br i1 %v246, label %ld14, label %ld_next15
ld14:
  %v248 = load float, float addrspace(1)* %v247, align 4
  br label %ld_next15
ld_next15:
  %v249 = phi float [ %v248, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v250 = mul i64 16, %v42
  %v251 = add i64 %v54, %v250
  %v252 = add i64 %v41, 16
  %v253 = icmp ult i64 %v252, %v43
  %v254 = add i64 %v251, 2
  %v255 = add i64 %v52, 2
  %v256 = icmp ult i64 %v255, %v53
  %v257 = and i1 %v253, %v256
  %v258 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v254
  br i1 %v257, label %ld16, label %ld_next17
ld16:
  %v259 = load float, float addrspace(1)* %v258, align 4
  br label %ld_next17
ld_next17:
  %v260 = phi float [ %v259, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v261 = mul i64 16, %v42
  %v262 = add i64 %v54, %v261
  %v263 = add i64 %v41, 16
  %v264 = icmp ult i64 %v263, %v43
  %v265 = add i64 %v262, 3
  %v266 = add i64 %v52, 3
  %v267 = icmp ult i64 %v266, %v53
  %v268 = and i1 %v264, %v267
  %v269 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v265
  br i1 %v268, label %ld18, label %ld_next19
ld18:
  %v270 = load float, float addrspace(1)* %v269, align 4
  br label %ld_next19
ld_next19:
  %v271 = phi float [ %v270, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v272 = mul i64 32, %v42
  %v273 = add i64 %v54, %v272
  %v274 = add i64 %v41, 32
  %v275 = icmp ult i64 %v274, %v43
  %v276 = icmp ult i64 %v52, %v53
  %v277 = and i1 %v275, %v276
  %v278 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v273
  br i1 %v277, label %ld20, label %ld_next21
ld20:
  %v279 = load float, float addrspace(1)* %v278, align 4
  br label %ld_next21
ld_next21:
  %v280 = phi float [ %v279, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v281 = mul i64 32, %v42
  %v282 = add i64 %v54, %v281
  %v283 = add i64 %v41, 32
  %v284 = icmp ult i64 %v283, %v43
  %v285 = add i64 %v282, 1
  %v286 = add i64 %v52, 1
  %v287 = icmp ult i64 %v286, %v53
  %v288 = and i1 %v284, %v287
  %v289 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v285
  br i1 %v288, label %ld22, label %ld_next23
ld22:
  %v290 = load float, float addrspace(1)* %v289, align 4
  br label %ld_next23
ld_next23:
  %v291 = phi float [ %v290, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v292 = mul i64 32, %v42
  %v293 = add i64 %v54, %v292
  %v294 = add i64 %v41, 32
  %v295 = icmp ult i64 %v294, %v43
  %v296 = add i64 %v293, 2
  %v297 = add i64 %v52, 2
  %v298 = icmp ult i64 %v297, %v53
  %v299 = and i1 %v295, %v298
  %v300 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v296
  br i1 %v299, label %ld24, label %ld_next25
ld24:
  %v301 = load float, float addrspace(1)* %v300, align 4
  br label %ld_next25
ld_next25:
  %v302 = phi float [ %v301, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v303 = mul i64 32, %v42
  %v304 = add i64 %v54, %v303
  %v305 = add i64 %v41, 32
  %v306 = icmp ult i64 %v305, %v43
  %v307 = add i64 %v304, 3
  %v308 = add i64 %v52, 3
  %v309 = icmp ult i64 %v308, %v53
  %v310 = and i1 %v306, %v309
  %v311 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v307
  br i1 %v310, label %ld26, label %ld_next27
ld26:
  %v312 = load float, float addrspace(1)* %v311, align 4
  br label %ld_next27
ld_next27:
  %v313 = phi float [ %v312, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v314 = mul i64 48, %v42
  %v315 = add i64 %v54, %v314
  %v316 = add i64 %v41, 48
  %v317 = icmp ult i64 %v316, %v43
  %v318 = icmp ult i64 %v52, %v53
  %v319 = and i1 %v317, %v318
  %v320 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v315
  br i1 %v319, label %ld28, label %ld_next29
ld28:
  %v321 = load float, float addrspace(1)* %v320, align 4
  br label %ld_next29
ld_next29:
  %v322 = phi float [ %v321, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v323 = mul i64 48, %v42
  %v324 = add i64 %v54, %v323
  %v325 = add i64 %v41, 48
  %v326 = icmp ult i64 %v325, %v43
  %v327 = add i64 %v324, 1
  %v328 = add i64 %v52, 1
  %v329 = icmp ult i64 %v328, %v53
  %v330 = and i1 %v326, %v329
  %v331 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v327
  br i1 %v330, label %ld30, label %ld_next31
ld30:
  %v332 = load float, float addrspace(1)* %v331, align 4
  br label %ld_next31
ld_next31:
  %v333 = phi float [ %v332, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v334 = mul i64 48, %v42
  %v335 = add i64 %v54, %v334
  %v336 = add i64 %v41, 48
  %v337 = icmp ult i64 %v336, %v43
  %v338 = add i64 %v335, 2
  %v339 = add i64 %v52, 2
  %v340 = icmp ult i64 %v339, %v53
  %v341 = and i1 %v337, %v340
  %v342 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v338
  br i1 %v341, label %ld32, label %ld_next33
ld32:
  %v343 = load float, float addrspace(1)* %v342, align 4
  br label %ld_next33
ld_next33:
  %v344 = phi float [ %v343, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v345 = mul i64 48, %v42
  %v346 = add i64 %v54, %v345
  %v347 = add i64 %v41, 48
  %v348 = icmp ult i64 %v347, %v43
  %v349 = add i64 %v346, 3
  %v350 = add i64 %v52, 3
  %v351 = icmp ult i64 %v350, %v53
  %v352 = and i1 %v348, %v351
  %v353 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v349
  br i1 %v352, label %ld34, label %ld_next35
ld34:
  %v354 = load float, float addrspace(1)* %v353, align 4
  br label %ld_next35
ld_next35:
  %v355 = phi float [ %v354, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  br label %ld_done3
st_full36:
  %v426 = icmp ult i64 %v407, %v409
  %v427 = icmp ult i64 %v418, %v419
  %v428 = and i1 %v426, %v427
  %v429 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v420
  %v430 = insertelement <2 x float> undef, float %v356, i32 0
  %v431 = insertelement <2 x float> %v430, float %v357, i32 1
  %v432 = bitcast float addrspace(1)* %v429 to <2 x float> addrspace(1)*
  store <2 x float> %v431, <2 x float> addrspace(1)* %v432, align 8
  %v433 = icmp ult i64 %v407, %v409
  %v434 = add i64 %v420, 2
  %v435 = add i64 %v418, 2
  %v436 = icmp ult i64 %v435, %v419
  %v437 = and i1 %v433, %v436
  %v438 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v434
  %v439 = insertelement <2 x float> undef, float %v358, i32 0
  %v440 = insertelement <2 x float> %v439, float %v359, i32 1
  %v441 = bitcast float addrspace(1)* %v438 to <2 x float> addrspace(1)*
  store <2 x float> %v440, <2 x float> addrspace(1)* %v441, align 8
  %v442 = mul i64 16, %v408
  %v443 = add i64 %v420, %v442
  %v444 = add i64 %v407, 16
  %v445 = icmp ult i64 %v444, %v409
  %v446 = icmp ult i64 %v418, %v419
  %v447 = and i1 %v445, %v446
  %v448 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v443
  %v449 = insertelement <2 x float> undef, float %v360, i32 0
  %v450 = insertelement <2 x float> %v449, float %v361, i32 1
  %v451 = bitcast float addrspace(1)* %v448 to <2 x float> addrspace(1)*
  store <2 x float> %v450, <2 x float> addrspace(1)* %v451, align 8
  %v452 = mul i64 16, %v408
  %v453 = add i64 %v420, %v452
  %v454 = add i64 %v407, 16
  %v455 = icmp ult i64 %v454, %v409
  %v456 = add i64 %v453, 2
  %v457 = add i64 %v418, 2
  %v458 = icmp ult i64 %v457, %v419
  %v459 = and i1 %v455, %v458
  %v460 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v456
  %v461 = insertelement <2 x float> undef, float %v362, i32 0
  %v462 = insertelement <2 x float> %v461, float %v363, i32 1
  %v463 = bitcast float addrspace(1)* %v460 to <2 x float> addrspace(1)*
  store <2 x float> %v462, <2 x float> addrspace(1)* %v463, align 8
  %v464 = mul i64 32, %v408
  %v465 = add i64 %v420, %v464
  %v466 = add i64 %v407, 32
  %v467 = icmp ult i64 %v466, %v409
  %v468 = icmp ult i64 %v418, %v419
  %v469 = and i1 %v467, %v468
  %v470 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v465
  %v471 = insertelement <2 x float> undef, float %v364, i32 0
  %v472 = insertelement <2 x float> %v471, float %v365, i32 1
  %v473 = bitcast float addrspace(1)* %v470 to <2 x float> addrspace(1)*
  store <2 x float> %v472, <2 x float> addrspace(1)* %v473, align 8
  %v474 = mul i64 32, %v408
  %v475 = add i64 %v420, %v474
  %v476 = add i64 %v407, 32
  %v477 = icmp ult i64 %v476, %v409
  %v478 = add i64 %v475, 2
  %v479 = add i64 %v418, 2
  %v480 = icmp ult i64 %v479, %v419
  %v481 = and i1 %v477, %v480
  %v482 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v478
  %v483 = insertelement <2 x float> undef, float %v366, i32 0
  %v484 = insertelement <2 x float> %v483, float %v367, i32 1
  %v485 = bitcast float addrspace(1)* %v482 to <2 x float> addrspace(1)*
  store <2 x float> %v484, <2 x float> addrspace(1)* %v485, align 8
  %v486 = mul i64 48, %v408
  %v487 = add i64 %v420, %v486
  %v488 = add i64 %v407, 48
  %v489 = icmp ult i64 %v488, %v409
  %v490 = icmp ult i64 %v418, %v419
  %v491 = and i1 %v489, %v490
  %v492 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v487
  %v493 = insertelement <2 x float> undef, float %v368, i32 0
  %v494 = insertelement <2 x float> %v493, float %v369, i32 1
  %v495 = bitcast float addrspace(1)* %v492 to <2 x float> addrspace(1)*
  store <2 x float> %v494, <2 x float> addrspace(1)* %v495, align 8
  %v496 = mul i64 48, %v408
  %v497 = add i64 %v420, %v496
  %v498 = add i64 %v407, 48
  %v499 = icmp ult i64 %v498, %v409
  %v500 = add i64 %v497, 2
  %v501 = add i64 %v418, 2
  %v502 = icmp ult i64 %v501, %v419
  %v503 = and i1 %v499, %v502
  %v504 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v500
  %v505 = insertelement <2 x float> undef, float %v370, i32 0
  %v506 = insertelement <2 x float> %v505, float %v371, i32 1
  %v507 = bitcast float addrspace(1)* %v504 to <2 x float> addrspace(1)*
  store <2 x float> %v506, <2 x float> addrspace(1)* %v507, align 8
  br label %st_done38
st_edge37:
  %v508 = icmp ult i64 %v407, %v409
  %v509 = icmp ult i64 %v418, %v419
  %v510 = and i1 %v508, %v509
  %v511 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v420
  br i1 %v510, label %st39, label %join40
st_done38:
  ret void
st39:
  %v512 = insertelement <2 x float> undef, float %v356, i32 0
  %v513 = insertelement <2 x float> %v512, float %v357, i32 1
  %v514 = bitcast float addrspace(1)* %v511 to <2 x float> addrspace(1)*
  store <2 x float> %v513, <2 x float> addrspace(1)* %v514, align 8
  br label %join40
join40:
  %v515 = icmp ult i64 %v407, %v409
  %v516 = add i64 %v420, 2
  %v517 = add i64 %v418, 2
  %v518 = icmp ult i64 %v517, %v419
  %v519 = and i1 %v515, %v518
  %v520 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v516
  br i1 %v519, label %st41, label %join42
st41:
  %v521 = insertelement <2 x float> undef, float %v358, i32 0
  %v522 = insertelement <2 x float> %v521, float %v359, i32 1
  %v523 = bitcast float addrspace(1)* %v520 to <2 x float> addrspace(1)*
  store <2 x float> %v522, <2 x float> addrspace(1)* %v523, align 8
  br label %join42
join42:
  %v524 = mul i64 16, %v408
  %v525 = add i64 %v420, %v524
  %v526 = add i64 %v407, 16
  %v527 = icmp ult i64 %v526, %v409
  %v528 = icmp ult i64 %v418, %v419
  %v529 = and i1 %v527, %v528
  %v530 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v525
  br i1 %v529, label %st43, label %join44
st43:
  %v531 = insertelement <2 x float> undef, float %v360, i32 0
  %v532 = insertelement <2 x float> %v531, float %v361, i32 1
  %v533 = bitcast float addrspace(1)* %v530 to <2 x float> addrspace(1)*
  store <2 x float> %v532, <2 x float> addrspace(1)* %v533, align 8
  br label %join44
join44:
  %v534 = mul i64 16, %v408
  %v535 = add i64 %v420, %v534
  %v536 = add i64 %v407, 16
  %v537 = icmp ult i64 %v536, %v409
  %v538 = add i64 %v535, 2
  %v539 = add i64 %v418, 2
  %v540 = icmp ult i64 %v539, %v419
  %v541 = and i1 %v537, %v540
  %v542 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v538
  br i1 %v541, label %st45, label %join46
st45:
  %v543 = insertelement <2 x float> undef, float %v362, i32 0
  %v544 = insertelement <2 x float> %v543, float %v363, i32 1
  %v545 = bitcast float addrspace(1)* %v542 to <2 x float> addrspace(1)*
  store <2 x float> %v544, <2 x float> addrspace(1)* %v545, align 8
  br label %join46
join46:
  %v546 = mul i64 32, %v408
  %v547 = add i64 %v420, %v546
  %v548 = add i64 %v407, 32
  %v549 = icmp ult i64 %v548, %v409
  %v550 = icmp ult i64 %v418, %v419
  %v551 = and i1 %v549, %v550
  %v552 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v547
  br i1 %v551, label %st47, label %join48
st47:
  %v553 = insertelement <2 x float> undef, float %v364, i32 0
  %v554 = insertelement <2 x float> %v553, float %v365, i32 1
  %v555 = bitcast float addrspace(1)* %v552 to <2 x float> addrspace(1)*
  store <2 x float> %v554, <2 x float> addrspace(1)* %v555, align 8
  br label %join48
join48:
  %v556 = mul i64 32, %v408
  %v557 = add i64 %v420, %v556
  %v558 = add i64 %v407, 32
  %v559 = icmp ult i64 %v558, %v409
  %v560 = add i64 %v557, 2
  %v561 = add i64 %v418, 2
  %v562 = icmp ult i64 %v561, %v419
  %v563 = and i1 %v559, %v562
  %v564 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v560
  br i1 %v563, label %st49, label %join50
st49:
  %v565 = insertelement <2 x float> undef, float %v366, i32 0
  %v566 = insertelement <2 x float> %v565, float %v367, i32 1
  %v567 = bitcast float addrspace(1)* %v564 to <2 x float> addrspace(1)*
  store <2 x float> %v566, <2 x float> addrspace(1)* %v567, align 8
  br label %join50
join50:
  %v568 = mul i64 48, %v408
  %v569 = add i64 %v420, %v568
  %v570 = add i64 %v407, 48
  %v571 = icmp ult i64 %v570, %v409
  %v572 = icmp ult i64 %v418, %v419
  %v573 = and i1 %v571, %v572
  %v574 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v569
  br i1 %v573, label %st51, label %join52
st51:
  %v575 = insertelement <2 x float> undef, float %v368, i32 0
  %v576 = insertelement <2 x float> %v575, float %v369, i32 1
  %v577 = bitcast float addrspace(1)* %v574 to <2 x float> addrspace(1)*
  store <2 x float> %v576, <2 x float> addrspace(1)* %v577, align 8
  br label %join52
join52:
  %v578 = mul i64 48, %v408
  %v579 = add i64 %v420, %v578
  %v580 = add i64 %v407, 48
  %v581 = icmp ult i64 %v580, %v409
  %v582 = add i64 %v579, 2
  %v583 = add i64 %v418, 2
  %v584 = icmp ult i64 %v583, %v419
  %v585 = and i1 %v581, %v584
  %v586 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v582
  br i1 %v585, label %st53, label %join54
st53:
  %v587 = insertelement <2 x float> undef, float %v370, i32 0
  %v588 = insertelement <2 x float> %v587, float %v371, i32 1
  %v589 = bitcast float addrspace(1)* %v586 to <2 x float> addrspace(1)*
  store <2 x float> %v588, <2 x float> addrspace(1)* %v589, align 8
  br label %join54
join54:
  br label %st_done38
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 6
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 7
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 8
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 9
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 10
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v64 = load half, half addrspace(1)* %v63, align 2
  %v65 = fpext half %v64 to float
  %v66 = icmp ult i64 %v41, %v43
  %v67 = add i64 %v54, 1
  %v68 = add i64 %v52, 1
  %v69 = icmp ult i64 %v68, %v53
  %v70 = and i1 %v66, %v69
  %v71 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v67
  %v72 = load half, half addrspace(1)* %v71, align 2
  %v73 = fpext half %v72 to float
  %v74 = icmp ult i64 %v41, %v43
  %v75 = add i64 %v54, 2
  %v76 = add i64 %v52, 2
  %v77 = icmp ult i64 %v76, %v53
  %v78 = and i1 %v74, %v77
  %v79 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v75
  %v80 = load half, half addrspace(1)* %v79, align 2
  %v81 = fpext half %v80 to float
  %v82 = icmp ult i64 %v41, %v43
  %v83 = add i64 %v54, 3
  %v84 = add i64 %v52, 3
  %v85 = icmp ult i64 %v84, %v53
  %v86 = and i1 %v82, %v85
  %v87 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v83
  %v88 = load half, half addrspace(1)* %v87, align 2
  %v89 = fpext half %v88 to float
  %v90 = icmp ult i64 %v41, %v43
  %v91 = add i64 %v54, 4
  %v92 = add i64 %v52, 4
  %v93 = icmp ult i64 %v92, %v53
  %v94 = and i1 %v90, %v93
  %v95 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v91
  %v96 = load half, half addrspace(1)* %v95, align 2
  %v97 = fpext half %v96 to float
  %v98 = icmp ult i64 %v41, %v43
  %v99 = add i64 %v54, 5
  %v100 = add i64 %v52, 5
  %v101 = icmp ult i64 %v100, %v53
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v99
  %v104 = load half, half addrspace(1)* %v103, align 2
  %v105 = fpext half %v104 to float
  %v106 = icmp ult i64 %v41, %v43
  %v107 = add i64 %v54, 6
  %v108 = add i64 %v52, 6
  %v109 = icmp ult i64 %v108, %v53
  %v110 = and i1 %v106, %v109
  %v111 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v107
  %v112 = load half, half addrspace(1)* %v111, align 2
  %v113 = fpext half %v112 to float
  %v114 = icmp ult i64 %v41, %v43
  %v115 = add i64 %v54, 7
  %v116 = add i64 %v52, 7
  %v117 = icmp ult i64 %v116, %v53
  %v118 = and i1 %v114, %v117
  %v119 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v115
  %v120 = load half, half addrspace(1)* %v119, align 2
  %v121 = fpext half %v120 to float
  %v122 = mul i64 32, %v42
  %v123 = add i64 %v54, %v122
  %v124 = add i64 %v41, 32
  %v125 = icmp ult i64 %v124, %v43
  %v126 = icmp ult i64 %v52, %v53
  %v127 = and i1 %v125, %v126
  %v128 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v123
  %v129 = load half, half addrspace(1)* %v128, align 2
  %v130 = fpext half %v129 to float
  %v131 = mul i64 32, %v42
  %v132 = add i64 %v54, %v131
  %v133 = add i64 %v41, 32
  %v134 = icmp ult i64 %v133, %v43
  %v135 = add i64 %v132, 1
  %v136 = add i64 %v52, 1
  %v137 = icmp ult i64 %v136, %v53
  %v138 = and i1 %v134, %v137
  %v139 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v135
  %v140 = load half, half addrspace(1)* %v139, align 2
  %v141 = fpext half %v140 to float
  %v142 = mul i64 32, %v42
  %v143 = add i64 %v54, %v142
  %v144 = add i64 %v41, 32
  %v145 = icmp ult i64 %v144, %v43
  %v146 = add i64 %v143, 2
  %v147 = add i64 %v52, 2
  %v148 = icmp ult i64 %v147, %v53
  %v149 = and i1 %v145, %v148
  %v150 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v146
  %v151 = load half, half addrspace(1)* %v150, align 2
  %v152 = fpext half %v151 to float
  %v153 = mul i64 32, %v42
  %v154 = add i64 %v54, %v153
  %v155 = add i64 %v41, 32
  %v156 = icmp ult i64 %v155, %v43
  %v157 = add i64 %v154, 3
  %v158 = add i64 %v52, 3
  %v159 = icmp ult i64 %v158, %v53
  %v160 = and i1 %v156, %v159
  %v161 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v157
  %v162 = load half, half addrspace(1)* %v161, align 2
  %v163 = fpext half %v162 to float
  %v164 = mul i64 32, %v42
  %v165 = add i64 %v54, %v164
  %v166 = add i64 %v41, 32
  %v167 = icmp ult i64 %v166, %v43
  %v168 = add i64 %v165, 4
  %v169 = add i64 %v52, 4
  %v170 = icmp ult i64 %v169, %v53
  %v171 = and i1 %v167, %v170
  %v172 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v168
  %v173 = load half, half addrspace(1)* %v172, align 2
  %v174 = fpext half %v173 to float
  %v175 = mul i64 32, %v42
  %v176 = add i64 %v54, %v175
  %v177 = add i64 %v41, 32
  %v178 = icmp ult i64 %v177, %v43
  %v179 = add i64 %v176, 5
  %v180 = add i64 %v52, 5
  %v181 = icmp ult i64 %v180, %v53
  %v182 = and i1 %v178, %v181
  %v183 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v179
  %v184 = load half, half addrspace(1)* %v183, align 2
  %v185 = fpext half %v184 to float
  %v186 = mul i64 32, %v42
  %v187 = add i64 %v54, %v186
  %v188 = add i64 %v41, 32
  %v189 = icmp ult i64 %v188, %v43
  %v190 = add i64 %v187, 6
  %v191 = add i64 %v52, 6
  %v192 = icmp ult i64 %v191, %v53
  %v193 = and i1 %v189, %v192
  %v194 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v190
  %v195 = load half, half addrspace(1)* %v194, align 2
  %v196 = fpext half %v195 to float
  %v197 = mul i64 32, %v42
  %v198 = add i64 %v54, %v197
  %v199 = add i64 %v41, 32
  %v200 = icmp ult i64 %v199, %v43
  %v201 = add i64 %v198, 7
  %v202 = add i64 %v52, 7
  %v203 = icmp ult i64 %v202, %v53
  %v204 = and i1 %v200, %v203
  %v205 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v201
  %v206 = load half, half addrspace(1)* %v205, align 2
  %v207 = fpext half %v206 to float
  br label %ld_done3
ld_edge2:
  %v208 = icmp ult i64 %v41, %v43
  %v209 = icmp ult i64 %v52, %v53
  %v210 = and i1 %v208, %v209
  %v211 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  br i1 %v210, label %ld4, label %ld_next5
ld_done3:
  %v372 = phi float [ %v65, %ld_full1 ], [ %v214, %ld_next35 ]
  %v373 = phi float [ %v73, %ld_full1 ], [ %v223, %ld_next35 ]
  %v374 = phi float [ %v81, %ld_full1 ], [ %v232, %ld_next35 ]
  %v375 = phi float [ %v89, %ld_full1 ], [ %v241, %ld_next35 ]
  %v376 = phi float [ %v97, %ld_full1 ], [ %v250, %ld_next35 ]
  %v377 = phi float [ %v105, %ld_full1 ], [ %v259, %ld_next35 ]
  %v378 = phi float [ %v113, %ld_full1 ], [ %v268, %ld_next35 ]
  %v379 = phi float [ %v121, %ld_full1 ], [ %v277, %ld_next35 ]
  %v380 = phi float [ %v130, %ld_full1 ], [ %v287, %ld_next35 ]
  %v381 = phi float [ %v141, %ld_full1 ], [ %v299, %ld_next35 ]
  %v382 = phi float [ %v152, %ld_full1 ], [ %v311, %ld_next35 ]
  %v383 = phi float [ %v163, %ld_full1 ], [ %v323, %ld_next35 ]
  %v384 = phi float [ %v174, %ld_full1 ], [ %v335, %ld_next35 ]
  %v385 = phi float [ %v185, %ld_full1 ], [ %v347, %ld_next35 ]
  %v386 = phi float [ %v196, %ld_full1 ], [ %v359, %ld_next35 ]
  %v387 = phi float [ %v207, %ld_full1 ], [ %v371, %ld_next35 ]
  %v388 = and i32 %v2, 1
  %v389 = shl i32 %v388, 3
  %v390 = lshr i32 %v2, 1
  %v391 = and i32 %v390, 1
  %v392 = shl i32 %v391, 4
  %v393 = or i32 %v389, %v392
  %v394 = lshr i32 %v2, 2
  %v395 = and i32 %v394, 1
  %v396 = shl i32 %v395, 5
  %v397 = or i32 %v393, %v396
  %v398 = lshr i32 %v2, 3
  %v399 = and i32 %v398, 1
  %v400 = shl i32 %v399, 6
  %v401 = or i32 %v397, %v400
  %v402 = lshr i32 %v2, 4
  %v403 = and i32 %v402, 1
  %v404 = shl i32 %v403, 7
  %v405 = or i32 %v401, %v404
  %v406 = and i32 %v3, 1
  %v407 = shl i32 %v406, 8
  %v408 = or i32 %v405, %v407
  %v409 = lshr i32 %v3, 1
  %v410 = and i32 %v409, 1
  %v411 = shl i32 %v410, 9
  %v412 = or i32 %v408, %v411
  %v413 = lshr i32 %v3, 2
  %v414 = and i32 %v413, 1
  %v415 = shl i32 %v414, 10
  %v416 = or i32 %v412, %v415
  %v417 = lshr i32 %v416, 6
  %v418 = and i32 %v417, 63
  %v419 = and i32 %v416, 63
  %v420 = sext i32 %v4 to i64
  %v421 = mul i64 %v420, 64
  %v422 = zext i32 %v418 to i64
  %v423 = add i64 %v421, %v422
  %v424 = sext i32 %p8 to i64
  %v425 = zext i32 %p6 to i64
  %v426 = mul i64 %v423, %v424
  %v427 = add i64 %v421, 64
  %v428 = icmp sle i64 %v427, %v425
  %v429 = icmp sge i64 %v420, 0
  %v430 = and i1 %v428, %v429
  %v431 = sext i32 %v5 to i64
  %v432 = mul i64 %v431, 64
  %v433 = zext i32 %v419 to i64
  %v434 = add i64 %v432, %v433
  %v435 = zext i32 %p7 to i64
  %v436 = add i64 %v426, %v434
  %v437 = add i64 %v432, 64
  %v438 = icmp sle i64 %v437, %v435
  %v439 = icmp sge i64 %v431, 0
  %v440 = and i1 %v438, %v439
  %v441 = and i1 %v430, %v440
  br i1 %v441, label %st_full36, label %st_edge37
ld4:
  %v212 = load half, half addrspace(1)* %v211, align 2
  %v213 = fpext half %v212 to float
  br label %ld_next5
ld_next5:
  %v214 = phi float [ %v213, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v215 = icmp ult i64 %v41, %v43
  %v216 = add i64 %v54, 1
  %v217 = add i64 %v52, 1
  %v218 = icmp ult i64 %v217, %v53
  %v219 = and i1 %v215, %v218
  %v220 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v216
  br i1 %v219, label %ld6, label %ld_next7
ld6:
  %v221 = load half, half addrspace(1)* %v220, align 2
  %v222 = fpext half %v221 to float
  br label %ld_next7
ld_next7:
  %v223 = phi float [ %v222, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v224 = icmp ult i64 %v41, %v43
  %v225 = add i64 %v54, 2
  %v226 = add i64 %v52, 2
  %v227 = icmp ult i64 %v226, %v53
  %v228 = and i1 %v224, %v227
  %v229 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v225
  br i1 %v228, label %ld8, label %ld_next9
ld8:
  %v230 = load half, half addrspace(1)* %v229, align 2
  %v231 = fpext half %v230 to float
  br label %ld_next9
ld_next9:
  %v232 = phi float [ %v231, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v233 = icmp ult i64 %v41, %v43
  %v234 = add i64 %v54, 3
  %v235 = add i64 %v52, 3
  %v236 = icmp ult i64 %v235, %v53
  %v237 = and i1 %v233, %v236
  %v238 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v234
  br i1 %v237, label %ld10, label %ld_next11
ld10:
  %v239 = load half, half addrspace(1)* %v238, align 2
  %v240 = fpext half %v239 to float
  br label %ld_next11
ld_next11:
  %v241 = phi float [ %v240, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v242 = icmp ult i64 %v41, %v43
  %v243 = add i64 %v54, 4
  %v244 = add i64 %v52, 4
  %v245 = icmp ult i64 %v244, %v53
  %v246 = and i1 %v242, %v245
  %v247 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v243
  br i1 %v246, label %ld12, label %ld_next13
ld12:
  %v248 = load half, half addrspace(1)* %v247, align 2
  %v249 = fpext half %v248 to float
  br label %ld_next13
ld_next13:
  %v250 = phi float [ %v249, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v251 = icmp ult i64 %v41, %v43
  %v252 = add i64 %v54, 5
  %v253 = add i64 %v52, 5
  %v254 = icmp ult i64 %v253, %v53
  %v255 = and i1 %v251, %v254
  %v256 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v252
  br i1 %v255, label %ld14, label %ld_next15
ld14:
  %v257 = load half, half addrspace(1)* %v256, align 2
  %v258 = fpext half %v257 to float
  br label %ld_next15
ld_next15:
  %v259 = phi float [ %v258, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v260 = icmp ult i64 %v41, %v43
  %v261 = add i64 %v54, 6
  %v262 = add i64 %v52, 6
  %v263 = icmp ult i64 %v262, %v53
  %v264 = and i1 %v260, %v263
  %v265 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v261
  br i1 %v264, label %ld16, label %ld_next17
ld16:
  %v266 = load half, half addrspace(1)* %v265, align 2
  %v267 = fpext half %v266 to float
  br label %ld_next17
ld_next17:
  %v268 = phi float [ %v267, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v269 = icmp ult i64 %v41, %v43
  %v270 = add i64 %v54, 7
  %v271 = add i64 %v52, 7
  %v272 = icmp ult i64 %v271, %v53
  %v273 = and i1 %v269, %v272
  %v274 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v270
  br i1 %v273, label %ld18, label %ld_next19
ld18:
  %v275 = load half, half addrspace(1)* %v274, align 2
  %v276 = fpext half %v275 to float
  br label %ld_next19
ld_next19:
  %v277 = phi float [ %v276, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v278 = mul i64 32, %v42
  %v279 = add i64 %v54, %v278
  %v280 = add i64 %v41, 32
  %v281 = icmp ult i64 %v280, %v43
  %v282 = icmp ult i64 %v52, %v53
  %v283 = and i1 %v281, %v282
  %v284 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v279
  br i1 %v283, label %ld20, label %ld_next21
ld20:
  %v285 = load half, half addrspace(1)* %v284, align 2
  %v286 = fpext half %v285 to float
  br label %ld_next21
ld_next21:
  %v287 = phi float [ %v286, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v288 = mul i64 32, %v42
  %v289 = add i64 %v54, %v288
  %v290 = add i64 %v41, 32
  %v291 = icmp ult i64 %v290, %v43
  %v292 = add i64 %v289, 1
  %v293 = add i64 %v52, 1
  %v294 = icmp ult i64 %v293, %v53
  %v295 = and i1 %v291, %v294
  %v296 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v292
  br i1 %v295, label %ld22, label %ld_next23
ld22:
  %v297 = load half, half addrspace(1)* %v296, align 2
  %v298 = fpext half %v297 to float
  br label %ld_next23
ld_next23:
  %v299 = phi float [ %v298, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v300 = mul i64 32, %v42
  %v301 = add i64 %v54, %v300
  %v302 = add i64 %v41, 32
  %v303 = icmp ult i64 %v302, %v43
  %v304 = add i64 %v301, 2
  %v305 = add i64 %v52, 2
  %v306 = icmp ult i64 %v305, %v53
  %v307 = and i1 %v303, %v306
  %v308 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v304
  br i1 %v307, label %ld24, label %ld_next25
ld24:
  %v309 = load half, half addrspace(1)* %v308, align 2
  %v310 = fpext half %v309 to float
  br label %ld_next25
ld_next25:
  %v311 = phi float [ %v310, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v312 = mul i64 32, %v42
  %v313 = add i64 %v54, %v312
  %v314 = add i64 %v41, 32
  %v315 = icmp ult i64 %v314, %v43
  %v316 = add i64 %v313, 3
  %v317 = add i64 %v52, 3
  %v318 = icmp ult i64 %v317, %v53
  %v319 = and i1 %v315, %v318
  %v320 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v316
  br i1 %v319, label %ld26, label %ld_next27
ld26:
  %v321 = load half, half addrspace(1)* %v320, align 2
  %v322 = fpext half %v321 to float
  br label %ld_next27
ld_next27:
  %v323 = phi float [ %v322, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v324 = mul i64 32, %v42
  %v325 = add i64 %v54, %v324
  %v326 = add i64 %v41, 32
  %v327 = icmp ult i64 %v326, %v43
  %v328 = add i64 %v325, 4
  %v329 = add i64 %v52, 4
  %v330 = icmp ult i64 %v329, %v53
  %v331 = and i1 %v327, %v330
  %v332 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v328
  br i1 %v331, label %ld28, label %ld_next29
ld28:
  %v333 = load half, half addrspace(1)* %v332, align 2
  %v334 = fpext half %v333 to float
  br label %ld_next29
ld_next29:
  %v335 = phi float [ %v334, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v336 = mul i64 32, %v42
  %v337 = add i64 %v54, %v336
  %v338 = add i64 %v41, 32
  %v339 = icmp ult i64 %v338, %v43
  %v340 = add i64 %v337, 5
  %v341 = add i64 %v52, 5
  %v342 = icmp ult i64 %v341, %v53
  %v343 = and i1 %v339, %v342
  %v344 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v340
  br i1 %v343, label %ld30, label %ld_next31
ld30:
  %v345 = load half, half addrspace(1)* %v344, align 2
  %v346 = fpext half %v345 to float
  br label %ld_next31
ld_next31:
  %v347 = phi float [ %v346, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v348 = mul i64 32, %v42
  %v349 = add i64 %v54, %v348
  %v350 = add i64 %v41, 32
  %v351 = icmp ult i64 %v350, %v43
  %v352 = add i64 %v349, 6
  %v353 = add i64 %v52, 6
  %v354 = icmp ult i64 %v353, %v53
  %v355 = and i1 %v351, %v354
  %v356 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v352
  br i1 %v355, label %ld32, label %ld_next33
ld32:
  %v357 = load half, half addrspace(1)* %v356, align 2
  %v358 = fpext half %v357 to float
  br label %ld_next33
ld_next33:
  %v359 = phi float [ %v358, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v360 = mul i64 32, %v42
  %v361 = add i64 %v54, %v360
  %v362 = add i64 %v41, 32
  %v363 = icmp ult i64 %v362, %v43
  %v364 = add i64 %v361, 7
  %v365 = add i64 %v52, 7
  %v366 = icmp ult i64 %v365, %v53
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v364
  br i1 %v367, label %ld34, label %ld_next35
ld34:
  %v369 = load half, half addrspace(1)* %v368, align 2
  %v370 = fpext half %v369 to float
  br label %ld_next35
ld_next35:
  %v371 = phi float [ %v370, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  br label %ld_done3
st_full36:
  %v442 = icmp ult i64 %v423, %v425
  %v443 = icmp ult i64 %v434, %v435
  %v444 = and i1 %v442, %v443
  %v445 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  %v446 = fptrunc float %v372 to half
  %v447 = fptrunc float %v373 to half
  %v448 = bitcast half %v446 to i16
  %v449 = zext i16 %v448 to i32
  %v450 = bitcast half %v447 to i16
  %v451 = zext i16 %v450 to i32
  %v452 = shl i32 %v451, 16
  %v453 = or i32 %v449, %v452
  %v454 = bitcast half addrspace(1)* %v445 to i32 addrspace(1)*
  store i32 %v453, i32 addrspace(1)* %v454, align 4
  %v455 = icmp ult i64 %v423, %v425
  %v456 = add i64 %v436, 2
  %v457 = add i64 %v434, 2
  %v458 = icmp ult i64 %v457, %v435
  %v459 = and i1 %v455, %v458
  %v460 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v456
  %v461 = fptrunc float %v374 to half
  %v462 = fptrunc float %v375 to half
  %v463 = bitcast half %v461 to i16
  %v464 = zext i16 %v463 to i32
  %v465 = bitcast half %v462 to i16
  %v466 = zext i16 %v465 to i32
  %v467 = shl i32 %v466, 16
  %v468 = or i32 %v464, %v467
  %v469 = bitcast half addrspace(1)* %v460 to i32 addrspace(1)*
  store i32 %v468, i32 addrspace(1)* %v469, align 4
  %v470 = icmp ult i64 %v423, %v425
  %v471 = add i64 %v436, 4
  %v472 = add i64 %v434, 4
  %v473 = icmp ult i64 %v472, %v435
  %v474 = and i1 %v470, %v473
  %v475 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v471
  %v476 = fptrunc float %v376 to half
  %v477 = fptrunc float %v377 to half
  %v478 = bitcast half %v476 to i16
  %v479 = zext i16 %v478 to i32
  %v480 = bitcast half %v477 to i16
  %v481 = zext i16 %v480 to i32
  %v482 = shl i32 %v481, 16
  %v483 = or i32 %v479, %v482
  %v484 = bitcast half addrspace(1)* %v475 to i32 addrspace(1)*
  store i32 %v483, i32 addrspace(1)* %v484, align 4
  %v485 = icmp ult i64 %v423, %v425
  %v486 = add i64 %v436, 6
  %v487 = add i64 %v434, 6
  %v488 = icmp ult i64 %v487, %v435
  %v489 = and i1 %v485, %v488
  %v490 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v486
  %v491 = fptrunc float %v378 to half
  %v492 = fptrunc float %v379 to half
  %v493 = bitcast half %v491 to i16
  %v494 = zext i16 %v493 to i32
  %v495 = bitcast half %v492 to i16
  %v496 = zext i16 %v495 to i32
  %v497 = shl i32 %v496, 16
  %v498 = or i32 %v494, %v497
  %v499 = bitcast half addrspace(1)* %v490 to i32 addrspace(1)*
  store i32 %v498, i32 addrspace(1)* %v499, align 4
  %v500 = mul i64 32, %v424
  %v501 = add i64 %v436, %v500
  %v502 = add i64 %v423, 32
  %v503 = icmp ult i64 %v502, %v425
  %v504 = icmp ult i64 %v434, %v435
  %v505 = and i1 %v503, %v504
  %v506 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v501
  %v507 = fptrunc float %v380 to half
  %v508 = fptrunc float %v381 to half
  %v509 = bitcast half %v507 to i16
  %v510 = zext i16 %v509 to i32
  %v511 = bitcast half %v508 to i16
  %v512 = zext i16 %v511 to i32
  %v513 = shl i32 %v512, 16
  %v514 = or i32 %v510, %v513
  %v515 = bitcast half addrspace(1)* %v506 to i32 addrspace(1)*
  store i32 %v514, i32 addrspace(1)* %v515, align 4
  %v516 = mul i64 32, %v424
  %v517 = add i64 %v436, %v516
  %v518 = add i64 %v423, 32
  %v519 = icmp ult i64 %v518, %v425
  %v520 = add i64 %v517, 2
  %v521 = add i64 %v434, 2
  %v522 = icmp ult i64 %v521, %v435
  %v523 = and i1 %v519, %v522
  %v524 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v520
  %v525 = fptrunc float %v382 to half
  %v526 = fptrunc float %v383 to half
  %v527 = bitcast half %v525 to i16
  %v528 = zext i16 %v527 to i32
  %v529 = bitcast half %v526 to i16
  %v530 = zext i16 %v529 to i32
  %v531 = shl i32 %v530, 16
  %v532 = or i32 %v528, %v531
  %v533 = bitcast half addrspace(1)* %v524 to i32 addrspace(1)*
  store i32 %v532, i32 addrspace(1)* %v533, align 4
  %v534 = mul i64 32, %v424
  %v535 = add i64 %v436, %v534
  %v536 = add i64 %v423, 32
  %v537 = icmp ult i64 %v536, %v425
  %v538 = add i64 %v535, 4
  %v539 = add i64 %v434, 4
  %v540 = icmp ult i64 %v539, %v435
  %v541 = and i1 %v537, %v540
  %v542 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v538
  %v543 = fptrunc float %v384 to half
  %v544 = fptrunc float %v385 to half
  %v545 = bitcast half %v543 to i16
  %v546 = zext i16 %v545 to i32
  %v547 = bitcast half %v544 to i16
  %v548 = zext i16 %v547 to i32
  %v549 = shl i32 %v548, 16
  %v550 = or i32 %v546, %v549
  %v551 = bitcast half addrspace(1)* %v542 to i32 addrspace(1)*
  store i32 %v550, i32 addrspace(1)* %v551, align 4
  %v552 = mul i64 32, %v424
  %v553 = add i64 %v436, %v552
  %v554 = add i64 %v423, 32
  %v555 = icmp ult i64 %v554, %v425
  %v556 = add i64 %v553, 6
  %v557 = add i64 %v434, 6
  %v558 = icmp ult i64 %v557, %v435
  %v559 = and i1 %v555, %v558
  %v560 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v556
  %v561 = fptrunc float %v386 to half
  %v562 = fptrunc float %v387 to half
  %v563 = bitcast half %v561 to i16
  %v564 = zext i16 %v563 to i32
  %v565 = bitcast half %v562 to i16
  %v566 = zext i16 %v565 to i32
  %v567 = shl i32 %v566, 16
  %v568 = or i32 %v564, %v567
  %v569 = bitcast half addrspace(1)* %v560 to i32 addrspace(1)*
  store i32 %v568, i32 addrspace(1)* %v569, align 4
  br label %st_done38
st_edge37:
  %v570 = icmp ult i64 %v423, %v425
  %v571 = icmp ult i64 %v434, %v435
  %v572 = and i1 %v570, %v571
  %v573 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  br i1 %v572, label %st39, label %join40
st_done38:
  ret void
st39:
  %v574 = fptrunc float %v372 to half
  %v575 = fptrunc float %v373 to half
  %v576 = bitcast half %v574 to i16
  %v577 = zext i16 %v576 to i32
  %v578 = bitcast half %v575 to i16
  %v579 = zext i16 %v578 to i32
  %v580 = shl i32 %v579, 16
  %v581 = or i32 %v577, %v580
  %v582 = bitcast half addrspace(1)* %v573 to i32 addrspace(1)*
  store i32 %v581, i32 addrspace(1)* %v582, align 4
  br label %join40
join40:
  %v583 = icmp ult i64 %v423, %v425
  %v584 = add i64 %v436, 2
  %v585 = add i64 %v434, 2
  %v586 = icmp ult i64 %v585, %v435
  %v587 = and i1 %v583, %v586
  %v588 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v584
  br i1 %v587, label %st41, label %join42
st41:
  %v589 = fptrunc float %v374 to half
  %v590 = fptrunc float %v375 to half
  %v591 = bitcast half %v589 to i16
  %v592 = zext i16 %v591 to i32
  %v593 = bitcast half %v590 to i16
  %v594 = zext i16 %v593 to i32
  %v595 = shl i32 %v594, 16
  %v596 = or i32 %v592, %v595
  %v597 = bitcast half addrspace(1)* %v588 to i32 addrspace(1)*
  store i32 %v596, i32 addrspace(1)* %v597, align 4
  br label %join42
join42:
  %v598 = icmp ult i64 %v423, %v425
  %v599 = add i64 %v436, 4
  %v600 = add i64 %v434, 4
  %v601 = icmp ult i64 %v600, %v435
  %v602 = and i1 %v598, %v601
  %v603 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v599
  br i1 %v602, label %st43, label %join44
st43:
  %v604 = fptrunc float %v376 to half
  %v605 = fptrunc float %v377 to half
  %v606 = bitcast half %v604 to i16
  %v607 = zext i16 %v606 to i32
  %v608 = bitcast half %v605 to i16
  %v609 = zext i16 %v608 to i32
  %v610 = shl i32 %v609, 16
  %v611 = or i32 %v607, %v610
  %v612 = bitcast half addrspace(1)* %v603 to i32 addrspace(1)*
  store i32 %v611, i32 addrspace(1)* %v612, align 4
  br label %join44
join44:
  %v613 = icmp ult i64 %v423, %v425
  %v614 = add i64 %v436, 6
  %v615 = add i64 %v434, 6
  %v616 = icmp ult i64 %v615, %v435
  %v617 = and i1 %v613, %v616
  %v618 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v614
  br i1 %v617, label %st45, label %join46
st45:
  %v619 = fptrunc float %v378 to half
  %v620 = fptrunc float %v379 to half
  %v621 = bitcast half %v619 to i16
  %v622 = zext i16 %v621 to i32
  %v623 = bitcast half %v620 to i16
  %v624 = zext i16 %v623 to i32
  %v625 = shl i32 %v624, 16
  %v626 = or i32 %v622, %v625
  %v627 = bitcast half addrspace(1)* %v618 to i32 addrspace(1)*
  store i32 %v626, i32 addrspace(1)* %v627, align 4
  br label %join46
join46:
  %v628 = mul i64 32, %v424
  %v629 = add i64 %v436, %v628
  %v630 = add i64 %v423, 32
  %v631 = icmp ult i64 %v630, %v425
  %v632 = icmp ult i64 %v434, %v435
  %v633 = and i1 %v631, %v632
  %v634 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v629
  br i1 %v633, label %st47, label %join48
st47:
  %v635 = fptrunc float %v380 to half
  %v636 = fptrunc float %v381 to half
  %v637 = bitcast half %v635 to i16
  %v638 = zext i16 %v637 to i32
  %v639 = bitcast half %v636 to i16
  %v640 = zext i16 %v639 to i32
  %v641 = shl i32 %v640, 16
  %v642 = or i32 %v638, %v641
  %v643 = bitcast half addrspace(1)* %v634 to i32 addrspace(1)*
  store i32 %v642, i32 addrspace(1)* %v643, align 4
  br label %join48
join48:
  %v644 = mul i64 32, %v424
  %v645 = add i64 %v436, %v644
  %v646 = add i64 %v423, 32
  %v647 = icmp ult i64 %v646, %v425
  %v648 = add i64 %v645, 2
  %v649 = add i64 %v434, 2
  %v650 = icmp ult i64 %v649, %v435
  %v651 = and i1 %v647, %v650
  %v652 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v648
  br i1 %v651, label %st49, label %join50
st49:
  %v653 = fptrunc float %v382 to half
  %v654 = fptrunc float %v383 to half
  %v655 = bitcast half %v653 to i16
  %v656 = zext i16 %v655 to i32
  %v657 = bitcast half %v654 to i16
  %v658 = zext i16 %v657 to i32
  %v659 = shl i32 %v658, 16
  %v660 = or i32 %v656, %v659
  %v661 = bitcast half addrspace(1)* %v652 to i32 addrspace(1)*
  store i32 %v660, i32 addrspace(1)* %v661, align 4
  br label %join50
join50:
  %v662 = mul i64 32, %v424
  %v663 = add i64 %v436, %v662
  %v664 = add i64 %v423, 32
  %v665 = icmp ult i64 %v664, %v425
  %v666 = add i64 %v663, 4
  %v667 = add i64 %v434, 4
  %v668 = icmp ult i64 %v667, %v435
  %v669 = and i1 %v665, %v668
  %v670 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v666
  br i1 %v669, label %st51, label %join52
st51:
  %v671 = fptrunc float %v384 to half
  %v672 = fptrunc float %v385 to half
  %v673 = bitcast half %v671 to i16
  %v674 = zext i16 %v673 to i32
  %v675 = bitcast half %v672 to i16
  %v676 = zext i16 %v675 to i32
  %v677 = shl i32 %v676, 16
  %v678 = or i32 %v674, %v677
  %v679 = bitcast half addrspace(1)* %v670 to i32 addrspace(1)*
  store i32 %v678, i32 addrspace(1)* %v679, align 4
  br label %join52
join52:
  %v680 = mul i64 32, %v424
  %v681 = add i64 %v436, %v680
  %v682 = add i64 %v423, 32
  %v683 = icmp ult i64 %v682, %v425
  %v684 = add i64 %v681, 6
  %v685 = add i64 %v434, 6
  %v686 = icmp ult i64 %v685, %v435
  %v687 = and i1 %v683, %v686
  %v688 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v684
  br i1 %v687, label %st53, label %join54
st53:
  %v689 = fptrunc float %v386 to half
  %v690 = fptrunc float %v387 to half
  %v691 = bitcast half %v689 to i16
  %v692 = zext i16 %v691 to i32
  %v693 = bitcast half %v690 to i16
  %v694 = zext i16 %v693 to i32
  %v695 = shl i32 %v694, 16
  %v696 = or i32 %v692, %v695
  %v697 = bitcast half addrspace(1)* %v688 to i32 addrspace(1)*
  store i32 %v696, i32 addrspace(1)* %v697, align 4
  br label %join54
join54:
  br label %st_done38
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 6
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 7
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 8
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 9
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 10
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v64 = bitcast half addrspace(1)* %v63 to i32 addrspace(1)*
  %v65 = load i32, i32 addrspace(1)* %v64, align 4
  %v66 = trunc i32 %v65 to i16
  %v67 = bitcast i16 %v66 to half
  %v68 = fpext half %v67 to float
  %v69 = lshr i32 %v65, 16
  %v70 = trunc i32 %v69 to i16
  %v71 = bitcast i16 %v70 to half
  %v72 = fpext half %v71 to float
  %v73 = icmp ult i64 %v41, %v43
  %v74 = add i64 %v54, 2
  %v75 = add i64 %v52, 2
  %v76 = icmp ult i64 %v75, %v53
  %v77 = and i1 %v73, %v76
  %v78 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v74
  %v79 = bitcast half addrspace(1)* %v78 to i32 addrspace(1)*
  %v80 = load i32, i32 addrspace(1)* %v79, align 4
  %v81 = trunc i32 %v80 to i16
  %v82 = bitcast i16 %v81 to half
  %v83 = fpext half %v82 to float
  %v84 = lshr i32 %v80, 16
  %v85 = trunc i32 %v84 to i16
  %v86 = bitcast i16 %v85 to half
  %v87 = fpext half %v86 to float
  %v88 = icmp ult i64 %v41, %v43
  %v89 = add i64 %v54, 4
  %v90 = add i64 %v52, 4
  %v91 = icmp ult i64 %v90, %v53
  %v92 = and i1 %v88, %v91
  %v93 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v89
  %v94 = bitcast half addrspace(1)* %v93 to i32 addrspace(1)*
  %v95 = load i32, i32 addrspace(1)* %v94, align 4
  %v96 = trunc i32 %v95 to i16
  %v97 = bitcast i16 %v96 to half
  %v98 = fpext half %v97 to float
  %v99 = lshr i32 %v95, 16
  %v100 = trunc i32 %v99 to i16
  %v101 = bitcast i16 %v100 to half
  %v102 = fpext half %v101 to float
  %v103 = icmp ult i64 %v41, %v43
  %v104 = add i64 %v54, 6
  %v105 = add i64 %v52, 6
  %v106 = icmp ult i64 %v105, %v53
  %v107 = and i1 %v103, %v106
  %v108 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v104
  %v109 = bitcast half addrspace(1)* %v108 to i32 addrspace(1)*
  %v110 = load i32, i32 addrspace(1)* %v109, align 4
  %v111 = trunc i32 %v110 to i16
  %v112 = bitcast i16 %v111 to half
  %v113 = fpext half %v112 to float
  %v114 = lshr i32 %v110, 16
  %v115 = trunc i32 %v114 to i16
  %v116 = bitcast i16 %v115 to half
  %v117 = fpext half %v116 to float
  %v118 = mul i64 32, %v42
  %v119 = add i64 %v54, %v118
  %v120 = add i64 %v41, 32
  %v121 = icmp ult i64 %v120, %v43
  %v122 = icmp ult i64 %v52, %v53
  %v123 = and i1 %v121, %v122
  %v124 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v119
  %v125 = bitcast half addrspace(1)* %v124 to i32 addrspace(1)*
  %v126 = load i32, i32 addrspace(1)* %v125, align 4
  %v127 = trunc i32 %v126 to i16
  %v128 = bitcast i16 %v127 to half
  %v129 = fpext half %v128 to float
  %v130 = lshr i32 %v126, 16
  %v131 = trunc i32 %v130 to i16
  %v132 = bitcast i16 %v131 to half
  %v133 = fpext half %v132 to float
  %v134 = mul i64 32, %v42
  %v135 = add i64 %v54, %v134
  %v136 = add i64 %v41, 32
  %v137 = icmp ult i64 %v136, %v43
  %v138 = add i64 %v135, 2
  %v139 = add i64 %v52, 2
  %v140 = icmp ult i64 %v139, %v53
  %v141 = and i1 %v137, %v140
  %v142 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v138
  %v143 = bitcast half addrspace(1)* %v142 to i32 addrspace(1)*
  %v144 = load i32, i32 addrspace(1)* %v143, align 4
  %v145 = trunc i32 %v144 to i16
  %v146 = bitcast i16 %v145 to half
  %v147 = fpext half %v146 to float
  %v148 = lshr i32 %v144, 16
  %v149 = trunc i32 %v148 to i16
  %v150 = bitcast i16 %v149 to half
  %v151 = fpext half %v150 to float
  %v152 = mul i64 32, %v42
  %v153 = add i64 %v54, %v152
  %v154 = add i64 %v41, 32
  %v155 = icmp ult i64 %v154, %v43
  %v156 = add i64 %v153, 4
  %v157 = add i64 %v52, 4
  %v158 = icmp ult i64 %v157, %v53
  %v159 = and i1 %v155, %v158
  %v160 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v156
  %v161 = bitcast half addrspace(1)* %v160 to i32 addrspace(1)*
  %v162 = load i32, i32 addrspace(1)* %v161, align 4
  %v163 = trunc i32 %v162 to i16
  %v164 = bitcast i16 %v163 to half
  %v165 = fpext half %v164 to float
  %v166 = lshr i32 %v162, 16
  %v167 = trunc i32 %v166 to i16
  %v168 = bitcast i16 %v167 to half
  %v169 = fpext half %v168 to float
  %v170 = mul i64 32, %v42
  %v171 = add i64 %v54, %v170
  %v172 = add i64 %v41, 32
  %v173 = icmp ult i64 %v172, %v43
  %v174 = add i64 %v171, 6
  %v175 = add i64 %v52, 6
  %v176 = icmp ult i64 %v175, %v53
  %v177 = and i1 %v173, %v176
  %v178 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v174
  %v179 = bitcast half addrspace(1)* %v178 to i32 addrspace(1)*
  %v180 = load i32, i32 addrspace(1)* %v179, align 4
  %v181 = trunc i32 %v180 to i16
  %v182 = bitcast i16 %v181 to half
  %v183 = fpext half %v182 to float
  %v184 = lshr i32 %v180, 16
  %v185 = trunc i32 %v184 to i16
  %v186 = bitcast i16 %v185 to half
  %v187 = fpext half %v186 to float
  br label %ld_done3
ld_edge2:
  %v188 = icmp ult i64 %v41, %v43
  %v189 = icmp ult i64 %v52, %v53
  %v190 = and i1 %v188, %v189
  %v191 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v192 = bitcast half addrspace(1)* %v191 to i32 addrspace(1)*
  br i1 %v190, label %ld4, label %ld_next5
ld_done3:
  %v332 = phi float [ %v68, %ld_full1 ], [ %v201, %ld_next19 ]
  %v333 = phi float [ %v72, %ld_full1 ], [ %v202, %ld_next19 ]
  %v334 = phi float [ %v83, %ld_full1 ], [ %v218, %ld_next19 ]
  %v335 = phi float [ %v87, %ld_full1 ], [ %v219, %ld_next19 ]
  %v336 = phi float [ %v98, %ld_full1 ], [ %v235, %ld_next19 ]
  %v337 = phi float [ %v102, %ld_full1 ], [ %v236, %ld_next19 ]
  %v338 = phi float [ %v113, %ld_full1 ], [ %v252, %ld_next19 ]
  %v339 = phi float [ %v117, %ld_full1 ], [ %v253, %ld_next19 ]
  %v340 = phi float [ %v129, %ld_full1 ], [ %v270, %ld_next19 ]
  %v341 = phi float [ %v133, %ld_full1 ], [ %v271, %ld_next19 ]
  %v342 = phi float [ %v147, %ld_full1 ], [ %v290, %ld_next19 ]
  %v343 = phi float [ %v151, %ld_full1 ], [ %v291, %ld_next19 ]
  %v344 = phi float [ %v165, %ld_full1 ], [ %v310, %ld_next19 ]
  %v345 = phi float [ %v169, %ld_full1 ], [ %v311, %ld_next19 ]
  %v346 = phi float [ %v183, %ld_full1 ], [ %v330, %ld_next19 ]
  %v347 = phi float [ %v187, %ld_full1 ], [ %v331, %ld_next19 ]
  %v348 = and i32 %v2, 1
  %v349 = shl i32 %v348, 3
  %v350 = lshr i32 %v2, 1
  %v351 = and i32 %v350, 1
  %v352 = shl i32 %v351, 4
  %v353 = or i32 %v349, %v352
  %v354 = lshr i32 %v2, 2
  %v355 = and i32 %v354, 1
  %v356 = shl i32 %v355, 5
  %v357 = or i32 %v353, %v356
  %v358 = lshr i32 %v2, 3
  %v359 = and i32 %v358, 1
  %v360 = shl i32 %v359, 6
  %v361 = or i32 %v357, %v360
  %v362 = lshr i32 %v2, 4
  %v363 = and i32 %v362, 1
  %v364 = shl i32 %v363, 7
  %v365 = or i32 %v361, %v364
  %v366 = and i32 %v3, 1
  %v367 = shl i32 %v366, 8
  %v368 = or i32 %v365, %v367
  %v369 = lshr i32 %v3, 1
  %v370 = and i32 %v369, 1
  %v371 = shl i32 %v370, 9
  %v372 = or i32 %v368, %v371
  %v373 = lshr i32 %v3, 2
  %v374 = and i32 %v373, 1
  %v375 = shl i32 %v374, 10
  %v376 = or i32 %v372, %v375
  %v377 = lshr i32 %v376, 6
  %v378 = and i32 %v377, 63
  %v379 = and i32 %v376, 63
  %v380 = sext i32 %v4 to i64
  %v381 = mul i64 %v380, 64
  %v382 = zext i32 %v378 to i64
  %v383 = add i64 %v381, %v382
  %v384 = sext i32 %p8 to i64
  %v385 = zext i32 %p6 to i64
  %v386 = mul i64 %v383, %v384
  %v387 = add i64 %v381, 64
  %v388 = icmp sle i64 %v387, %v385
  %v389 = icmp sge i64 %v380, 0
  %v390 = and i1 %v388, %v389
  %v391 = sext i32 %v5 to i64
  %v392 = mul i64 %v391, 64
  %v393 = zext i32 %v379 to i64
  %v394 = add i64 %v392, %v393
  %v395 = zext i32 %p7 to i64
  %v396 = add i64 %v386, %v394
  %v397 = add i64 %v392, 64
  %v398 = icmp sle i64 %v397, %v395
  %v399 = icmp sge i64 %v391, 0
  %v400 = and i1 %v398, %v399
  %v401 = and i1 %v390, %v400
  br i1 %v401, label %st_full20, label %st_edge21
ld4:
  %v193 = load i32, i32 addrspace(1)* %v192, align 4
  %v194 = trunc i32 %v193 to i16
  %v195 = bitcast i16 %v194 to half
  %v196 = fpext half %v195 to float
  %v197 = lshr i32 %v193, 16
  %v198 = trunc i32 %v197 to i16
  %v199 = bitcast i16 %v198 to half
  %v200 = fpext half %v199 to float
  br label %ld_next5
ld_next5:
  %v201 = phi float [ %v196, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v202 = phi float [ %v200, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v203 = icmp ult i64 %v41, %v43
  %v204 = add i64 %v54, 2
  %v205 = add i64 %v52, 2
  %v206 = icmp ult i64 %v205, %v53
  %v207 = and i1 %v203, %v206
  %v208 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v204
  %v209 = bitcast half addrspace(1)* %v208 to i32 addrspace(1)*
  br i1 %v207, label %ld6, label %ld_next7
ld6:
  %v210 = load i32, i32 addrspace(1)* %v209, align 4
  %v211 = trunc i32 %v210 to i16
  %v212 = bitcast i16 %v211 to half
  %v213 = fpext half %v212 to float
  %v214 = lshr i32 %v210, 16
  %v215 = trunc i32 %v214 to i16
  %v216 = bitcast i16 %v215 to half
  %v217 = fpext half %v216 to float
  br label %ld_next7
ld_next7:
  %v218 = phi float [ %v213, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v219 = phi float [ %v217, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v220 = icmp ult i64 %v41, %v43
  %v221 = add i64 %v54, 4
  %v222 = add i64 %v52, 4
  %v223 = icmp ult i64 %v222, %v53
  %v224 = and i1 %v220, %v223
  %v225 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v221
  %v226 = bitcast half addrspace(1)* %v225 to i32 addrspace(1)*
  br i1 %v224, label %ld8, label %ld_next9
ld8:
  %v227 = load i32, i32 addrspace(1)* %v226, align 4
  %v228 = trunc i32 %v227 to i16
  %v229 = bitcast i16 %v228 to half
  %v230 = fpext half %v229 to float
  %v231 = lshr i32 %v227, 16
  %v232 = trunc i32 %v231 to i16
  %v233 = bitcast i16 %v232 to half
  %v234 = fpext half %v233 to float
  br label %ld_next9
ld_next9:
  %v235 = phi float [ %v230, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v236 = phi float [ %v234, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v237 = icmp ult i64 %v41, %v43
  %v238 = add i64 %v54, 6
  %v239 = add i64 %v52, 6
  %v240 = icmp ult i64 %v239, %v53
  %v241 = and i1 %v237, %v240
  %v242 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v238
  %v243 = bitcast half addrspace(1)* %v242 to i32 addrspace(1)*
  br i1 %v241, label %ld10, label %ld_next11
ld10:
  %v244 = load i32, i32 addrspace(1)* %v243, align 4
  %v245 = trunc i32 %v244 to i16
  %v246 = bitcast i16 %v245 to half
  %v247 = fpext half %v246 to float
  %v248 = lshr i32 %v244, 16
  %v249 = trunc i32 %v248 to i16
  %v250 = bitcast i16 %v249 to half
  %v251 = fpext half %v250 to float
  br label %ld_next11
ld_next11:
  %v252 = phi float [ %v247, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v253 = phi float [ %v251, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v254 = mul i64 32, %v42
  %v255 = add i64 %v54, %v254
  %v256 = add i64 %v41, 32
  %v257 = icmp ult i64 %v256, %v43
  %v258 = icmp ult i64 %v52, %v53
  %v259 = and i1 %v257, %v258
  %v260 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v255
  %v261 = bitcast half addrspace(1)* %v260 to i32 addrspace(1)*
  br i1 %v259, label %ld12, label %ld_next13
ld12:
  %v262 = load i32, i32 addrspace(1)* %v261, align 4
  %v263 = trunc i32 %v262 to i16
  %v264 = bitcast i16 %v263 to half
  %v265 = fpext half %v264 to float
  %v266 = lshr i32 %v262, 16
  %v267 = trunc i32 %v266 to i16
  %v268 = bitcast i16 %v267 to half
  %v269 = fpext half %v268 to float
  br label %ld_next13
ld_next13:
  %v270 = phi float [ %v265, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v271 = phi float [ %v269, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v272 = mul i64 32, %v42
  %v273 = add i64 %v54, %v272
  %v274 = add i64 %v41, 32
  %v275 = icmp ult i64 %v274, %v43
  %v276 = add i64 %v273, 2
  %v277 = add i64 %v52, 2
  %v278 = icmp ult i64 %v277, %v53
  %v279 = and i1 %v275, %v278
  %v280 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v276
  %v281 = bitcast half addrspace(1)* %v280 to i32 addrspace(1)*
  br i1 %v279, label %ld14, label %ld_next15
ld14:
  %v282 = load i32, i32 addrspace(1)* %v281, align 4
  %v283 = trunc i32 %v282 to i16
  %v284 = bitcast i16 %v283 to half
  %v285 = fpext half %v284 to float
  %v286 = lshr i32 %v282, 16
  %v287 = trunc i32 %v286 to i16
  %v288 = bitcast i16 %v287 to half
  %v289 = fpext half %v288 to float
  br label %ld_next15
ld_next15:
  %v290 = phi float [ %v285, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v291 = phi float [ %v289, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v292 = mul i64 32, %v42
  %v293 = add i64 %v54, %v292
  %v294 = add i64 %v41, 32
  %v295 = icmp ult i64 %v294, %v43
  %v296 = add i64 %v293, 4
  %v297 = add i64 %v52, 4
  %v298 = icmp ult i64 %v297, %v53
  %v299 = and i1 %v295, %v298
  %v300 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v296
  %v301 = bitcast half addrspace(1)* %v300 to i32 addrspace(1)*
  br i1 %v299, label %ld16, label %ld_next17
ld16:
  %v302 = load i32, i32 addrspace(1)* %v301, align 4
  %v303 = trunc i32 %v302 to i16
  %v304 = bitcast i16 %v303 to half
  %v305 = fpext half %v304 to float
  %v306 = lshr i32 %v302, 16
  %v307 = trunc i32 %v306 to i16
  %v308 = bitcast i16 %v307 to half
  %v309 = fpext half %v308 to float
  br label %ld_next17
ld_next17:
  %v310 = phi float [ %v305, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v311 = phi float [ %v309, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v312 = mul i64 32, %v42
  %v313 = add i64 %v54, %v312
  %v314 = add i64 %v41, 32
  %v315 = icmp ult i64 %v314, %v43
  %v316 = add i64 %v313, 6
  %v317 = add i64 %v52, 6
  %v318 = icmp ult i64 %v317, %v53
  %v319 = and i1 %v315, %v318
  %v320 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v316
  %v321 = bitcast half addrspace(1)* %v320 to i32 addrspace(1)*
  br i1 %v319, label %ld18, label %ld_next19
ld18:
  %v322 = load i32, i32 addrspace(1)* %v321, align 4
  %v323 = trunc i32 %v322 to i16
  %v324 = bitcast i16 %v323 to half
  %v325 = fpext half %v324 to float
  %v326 = lshr i32 %v322, 16
  %v327 = trunc i32 %v326 to i16
  %v328 = bitcast i16 %v327 to half
  %v329 = fpext half %v328 to float
  br label %ld_next19
ld_next19:
  %v330 = phi float [ %v325, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v331 = phi float [ %v329, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  br label %ld_done3
st_full20:
  %v402 = icmp ult i64 %v383, %v385
  %v403 = icmp ult i64 %v394, %v395
  %v404 = and i1 %v402, %v403
  %v405 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v396
  %v406 = fptrunc float %v332 to half
  store half %v406, half addrspace(1)* %v405, align 2
  %v407 = icmp ult i64 %v383, %v385
  %v408 = add i64 %v396, 1
  %v409 = add i64 %v394, 1
  %v410 = icmp ult i64 %v409, %v395
  %v411 = and i1 %v407, %v410
  %v412 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v408
  %v413 = fptrunc float %v333 to half
  store half %v413, half addrspace(1)* %v412, align 2
  %v414 = icmp ult i64 %v383, %v385
  %v415 = add i64 %v396, 2
  %v416 = add i64 %v394, 2
  %v417 = icmp ult i64 %v416, %v395
  %v418 = and i1 %v414, %v417
  %v419 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v415
  %v420 = fptrunc float %v334 to half
  store half %v420, half addrspace(1)* %v419, align 2
  %v421 = icmp ult i64 %v383, %v385
  %v422 = add i64 %v396, 3
  %v423 = add i64 %v394, 3
  %v424 = icmp ult i64 %v423, %v395
  %v425 = and i1 %v421, %v424
  %v426 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v422
  %v427 = fptrunc float %v335 to half
  store half %v427, half addrspace(1)* %v426, align 2
  %v428 = icmp ult i64 %v383, %v385
  %v429 = add i64 %v396, 4
  %v430 = add i64 %v394, 4
  %v431 = icmp ult i64 %v430, %v395
  %v432 = and i1 %v428, %v431
  %v433 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v429
  %v434 = fptrunc float %v336 to half
  store half %v434, half addrspace(1)* %v433, align 2
  %v435 = icmp ult i64 %v383, %v385
  %v436 = add i64 %v396, 5
  %v437 = add i64 %v394, 5
  %v438 = icmp ult i64 %v437, %v395
  %v439 = and i1 %v435, %v438
  %v440 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  %v441 = fptrunc float %v337 to half
  store half %v441, half addrspace(1)* %v440, align 2
  %v442 = icmp ult i64 %v383, %v385
  %v443 = add i64 %v396, 6
  %v444 = add i64 %v394, 6
  %v445 = icmp ult i64 %v444, %v395
  %v446 = and i1 %v442, %v445
  %v447 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v443
  %v448 = fptrunc float %v338 to half
  store half %v448, half addrspace(1)* %v447, align 2
  %v449 = icmp ult i64 %v383, %v385
  %v450 = add i64 %v396, 7
  %v451 = add i64 %v394, 7
  %v452 = icmp ult i64 %v451, %v395
  %v453 = and i1 %v449, %v452
  %v454 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v450
  %v455 = fptrunc float %v339 to half
  store half %v455, half addrspace(1)* %v454, align 2
  %v456 = mul i64 32, %v384
  %v457 = add i64 %v396, %v456
  %v458 = add i64 %v383, 32
  %v459 = icmp ult i64 %v458, %v385
  %v460 = icmp ult i64 %v394, %v395
  %v461 = and i1 %v459, %v460
  %v462 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v457
  %v463 = fptrunc float %v340 to half
  store half %v463, half addrspace(1)* %v462, align 2
  %v464 = mul i64 32, %v384
  %v465 = add i64 %v396, %v464
  %v466 = add i64 %v383, 32
  %v467 = icmp ult i64 %v466, %v385
  %v468 = add i64 %v465, 1
  %v469 = add i64 %v394, 1
  %v470 = icmp ult i64 %v469, %v395
  %v471 = and i1 %v467, %v470
  %v472 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v468
  %v473 = fptrunc float %v341 to half
  store half %v473, half addrspace(1)* %v472, align 2
  %v474 = mul i64 32, %v384
  %v475 = add i64 %v396, %v474
  %v476 = add i64 %v383, 32
  %v477 = icmp ult i64 %v476, %v385
  %v478 = add i64 %v475, 2
  %v479 = add i64 %v394, 2
  %v480 = icmp ult i64 %v479, %v395
  %v481 = and i1 %v477, %v480
  %v482 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v478
  %v483 = fptrunc float %v342 to half
  store half %v483, half addrspace(1)* %v482, align 2
  %v484 = mul i64 32, %v384
  %v485 = add i64 %v396, %v484
  %v486 = add i64 %v383, 32
  %v487 = icmp ult i64 %v486, %v385
  %v488 = add i64 %v485, 3
  %v489 = add i64 %v394, 3
  %v490 = icmp ult i64 %v489, %v395
  %v491 = and i1 %v487, %v490
  %v492 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v488
  %v493 = fptrunc float %v343 to half
  store half %v493, half addrspace(1)* %v492, align 2
  %v494 = mul i64 32, %v384
  %v495 = add i64 %v396, %v494
  %v496 = add i64 %v383, 32
  %v497 = icmp ult i64 %v496, %v385
  %v498 = add i64 %v495, 4
  %v499 = add i64 %v394, 4
  %v500 = icmp ult i64 %v499, %v395
  %v501 = and i1 %v497, %v500
  %v502 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v498
  %v503 = fptrunc float %v344 to half
  store half %v503, half addrspace(1)* %v502, align 2
  %v504 = mul i64 32, %v384
  %v505 = add i64 %v396, %v504
  %v506 = add i64 %v383, 32
  %v507 = icmp ult i64 %v506, %v385
  %v508 = add i64 %v505, 5
  %v509 = add i64 %v394, 5
  %v510 = icmp ult i64 %v509, %v395
  %v511 = and i1 %v507, %v510
  %v512 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v508
  %v513 = fptrunc float %v345 to half
  store half %v513, half addrspace(1)* %v512, align 2
  %v514 = mul i64 32, %v384
  %v515 = add i64 %v396, %v514
  %v516 = add i64 %v383, 32
  %v517 = icmp ult i64 %v516, %v385
  %v518 = add i64 %v515, 6
  %v519 = add i64 %v394, 6
  %v520 = icmp ult i64 %v519, %v395
  %v521 = and i1 %v517, %v520
  %v522 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v518
  %v523 = fptrunc float %v346 to half
  store half %v523, half addrspace(1)* %v522, align 2
  %v524 = mul i64 32, %v384
  %v525 = add i64 %v396, %v524
  %v526 = add i64 %v383, 32
  %v527 = icmp ult i64 %v526, %v385
  %v528 = add i64 %v525, 7
  %v529 = add i64 %v394, 7
  %v530 = icmp ult i64 %v529, %v395
  %v531 = and i1 %v527, %v530
  %v532 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v528
  %v533 = fptrunc float %v347 to half
  store half %v533, half addrspace(1)* %v532, align 2
  br label %st_done22
st_edge21:
  %v534 = icmp ult i64 %v383, %v385
  %v535 = icmp ult i64 %v394, %v395
  %v536 = and i1 %v534, %v535
  %v537 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v396
  br i1 %v536, label %st23, label %join24
st_done22:
  ret void
st23:
  %v538 = fptrunc float %v332 to half
  store half %v538, half addrspace(1)* %v537, align 2
  br label %join24
join24:
  %v539 = icmp ult i64 %v383, %v385
  %v540 = add i64 %v396, 1
  %v541 = add i64 %v394, 1
  %v542 = icmp ult i64 %v541, %v395
  %v543 = and i1 %v539, %v542
  %v544 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v540
  br i1 %v543, label %st25, label %join26
st25:
  %v545 = fptrunc float %v333 to half
  store half %v545, half addrspace(1)* %v544, align 2
  br label %join26
join26:
  %v546 = icmp ult i64 %v383, %v385
  %v547 = add i64 %v396, 2
  %v548 = add i64 %v394, 2
  %v549 = icmp ult i64 %v548, %v395
  %v550 = and i1 %v546, %v549
  %v551 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v547
  br i1 %v550, label %st27, label %join28
st27:
  %v552 = fptrunc float %v334 to half
  store half %v552, half addrspace(1)* %v551, align 2
  br label %join28
join28:
  %v553 = icmp ult i64 %v383, %v385
  %v554 = add i64 %v396, 3
  %v555 = add i64 %v394, 3
  %v556 = icmp ult i64 %v555, %v395
  %v557 = and i1 %v553, %v556
  %v558 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v554
  br i1 %v557, label %st29, label %join30
st29:
  %v559 = fptrunc float %v335 to half
  store half %v559, half addrspace(1)* %v558, align 2
  br label %join30
join30:
  %v560 = icmp ult i64 %v383, %v385
  %v561 = add i64 %v396, 4
  %v562 = add i64 %v394, 4
  %v563 = icmp ult i64 %v562, %v395
  %v564 = and i1 %v560, %v563
  %v565 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v561
  br i1 %v564, label %st31, label %join32
st31:
  %v566 = fptrunc float %v336 to half
  store half %v566, half addrspace(1)* %v565, align 2
  br label %join32
join32:
  %v567 = icmp ult i64 %v383, %v385
  %v568 = add i64 %v396, 5
  %v569 = add i64 %v394, 5
  %v570 = icmp ult i64 %v569, %v395
  %v571 = and i1 %v567, %v570
  %v572 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v568
  br i1 %v571, label %st33, label %join34
st33:
  %v573 = fptrunc float %v337 to half
  store half %v573, half addrspace(1)* %v572, align 2
  br label %join34
join34:
  %v574 = icmp ult i64 %v383, %v385
  %v575 = add i64 %v396, 6
  %v576 = add i64 %v394, 6
  %v577 = icmp ult i64 %v576, %v395
  %v578 = and i1 %v574, %v577
  %v579 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v575
  br i1 %v578, label %st35, label %join36
st35:
  %v580 = fptrunc float %v338 to half
  store half %v580, half addrspace(1)* %v579, align 2
  br label %join36
join36:
  %v581 = icmp ult i64 %v383, %v385
  %v582 = add i64 %v396, 7
  %v583 = add i64 %v394, 7
  %v584 = icmp ult i64 %v583, %v395
  %v585 = and i1 %v581, %v584
  %v586 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v582
  br i1 %v585, label %st37, label %join38
st37:
  %v587 = fptrunc float %v339 to half
  store half %v587, half addrspace(1)* %v586, align 2
  br label %join38
join38:
  %v588 = mul i64 32, %v384
  %v589 = add i64 %v396, %v588
  %v590 = add i64 %v383, 32
  %v591 = icmp ult i64 %v590, %v385
  %v592 = icmp ult i64 %v394, %v395
  %v593 = and i1 %v591, %v592
  %v594 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v589
  br i1 %v593, label %st39, label %join40
st39:
  %v595 = fptrunc float %v340 to half
  store half %v595, half addrspace(1)* %v594, align 2
  br label %join40
join40:
  %v596 = mul i64 32, %v384
  %v597 = add i64 %v396, %v596
  %v598 = add i64 %v383, 32
  %v599 = icmp ult i64 %v598, %v385
  %v600 = add i64 %v597, 1
  %v601 = add i64 %v394, 1
  %v602 = icmp ult i64 %v601, %v395
  %v603 = and i1 %v599, %v602
  %v604 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v600
  br i1 %v603, label %st41, label %join42
st41:
  %v605 = fptrunc float %v341 to half
  store half %v605, half addrspace(1)* %v604, align 2
  br label %join42
join42:
  %v606 = mul i64 32, %v384
  %v607 = add i64 %v396, %v606
  %v608 = add i64 %v383, 32
  %v609 = icmp ult i64 %v608, %v385
  %v610 = add i64 %v607, 2
  %v611 = add i64 %v394, 2
  %v612 = icmp ult i64 %v611, %v395
  %v613 = and i1 %v609, %v612
  %v614 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v610
  br i1 %v613, label %st43, label %join44
st43:
  %v615 = fptrunc float %v342 to half
  store half %v615, half addrspace(1)* %v614, align 2
  br label %join44
join44:
  %v616 = mul i64 32, %v384
  %v617 = add i64 %v396, %v616
  %v618 = add i64 %v383, 32
  %v619 = icmp ult i64 %v618, %v385
  %v620 = add i64 %v617, 3
  %v621 = add i64 %v394, 3
  %v622 = icmp ult i64 %v621, %v395
  %v623 = and i1 %v619, %v622
  %v624 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v620
  br i1 %v623, label %st45, label %join46
st45:
  %v625 = fptrunc float %v343 to half
  store half %v625, half addrspace(1)* %v624, align 2
  br label %join46
join46:
  %v626 = mul i64 32, %v384
  %v627 = add i64 %v396, %v626
  %v628 = add i64 %v383, 32
  %v629 = icmp ult i64 %v628, %v385
  %v630 = add i64 %v627, 4
  %v631 = add i64 %v394, 4
  %v632 = icmp ult i64 %v631, %v395
  %v633 = and i1 %v629, %v632
  %v634 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v630
  br i1 %v633, label %st47, label %join48
st47:
  %v635 = fptrunc float %v344 to half
  store half %v635, half addrspace(1)* %v634, align 2
  br label %join48
join48:
  %v636 = mul i64 32, %v384
  %v637 = add i64 %v396, %v636
  %v638 = add i64 %v383, 32
  %v639 = icmp ult i64 %v638, %v385
  %v640 = add i64 %v637, 5
  %v641 = add i64 %v394, 5
  %v642 = icmp ult i64 %v641, %v395
  %v643 = and i1 %v639, %v642
  %v644 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v640
  br i1 %v643, label %st49, label %join50
st49:
  %v645 = fptrunc float %v345 to half
  store half %v645, half addrspace(1)* %v644, align 2
  br label %join50
join50:
  %v646 = mul i64 32, %v384
  %v647 = add i64 %v396, %v646
  %v648 = add i64 %v383, 32
  %v649 = icmp ult i64 %v648, %v385
  %v650 = add i64 %v647, 6
  %v651 = add i64 %v394, 6
  %v652 = icmp ult i64 %v651, %v395
  %v653 = and i1 %v649, %v652
  %v654 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v650
  br i1 %v653, label %st51, label %join52
st51:
  %v655 = fptrunc float %v346 to half
  store half %v655, half addrspace(1)* %v654, align 2
  br label %join52
join52:
  %v656 = mul i64 32, %v384
  %v657 = add i64 %v396, %v656
  %v658 = add i64 %v383, 32
  %v659 = icmp ult i64 %v658, %v385
  %v660 = add i64 %v657, 7
  %v661 = add i64 %v394, 7
  %v662 = icmp ult i64 %v661, %v395
  %v663 = and i1 %v659, %v662
  %v664 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v660
  br i1 %v663, label %st53, label %join54
st53:
  %v665 = fptrunc float %v347 to half
  store half %v665, half addrspace(1)* %v664, align 2
  br label %join54
join54:
  br label %st_done22
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 6
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 7
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 8
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 9
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 10
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v64 = bitcast half addrspace(1)* %v63 to <4 x i32> addrspace(1)*
  %v65 = load <4 x i32>, <4 x i32> addrspace(1)* %v64, align 16
  %v66 = extractelement <4 x i32> %v65, i32 0
  %v67 = trunc i32 %v66 to i16
  %v68 = bitcast i16 %v67 to half
  %v69 = fpext half %v68 to float
  %v70 = extractelement <4 x i32> %v65, i32 0
  %v71 = lshr i32 %v70, 16
  %v72 = trunc i32 %v71 to i16
  %v73 = bitcast i16 %v72 to half
  %v74 = fpext half %v73 to float
  %v75 = extractelement <4 x i32> %v65, i32 1
  %v76 = trunc i32 %v75 to i16
  %v77 = bitcast i16 %v76 to half
  %v78 = fpext half %v77 to float
  %v79 = extractelement <4 x i32> %v65, i32 1
  %v80 = lshr i32 %v79, 16
  %v81 = trunc i32 %v80 to i16
  %v82 = bitcast i16 %v81 to half
  %v83 = fpext half %v82 to float
  %v84 = extractelement <4 x i32> %v65, i32 2
  %v85 = trunc i32 %v84 to i16
  %v86 = bitcast i16 %v85 to half
  %v87 = fpext half %v86 to float
  %v88 = extractelement <4 x i32> %v65, i32 2
  %v89 = lshr i32 %v88, 16
  %v90 = trunc i32 %v89 to i16
  %v91 = bitcast i16 %v90 to half
  %v92 = fpext half %v91 to float
  %v93 = extractelement <4 x i32> %v65, i32 3
  %v94 = trunc i32 %v93 to i16
  %v95 = bitcast i16 %v94 to half
  %v96 = fpext half %v95 to float
  %v97 = extractelement <4 x i32> %v65, i32 3
  %v98 = lshr i32 %v97, 16
  %v99 = trunc i32 %v98 to i16
  %v100 = bitcast i16 %v99 to half
  %v101 = fpext half %v100 to float
  %v102 = mul i64 32, %v42
  %v103 = add i64 %v54, %v102
  %v104 = add i64 %v41, 32
  %v105 = icmp ult i64 %v104, %v43
  %v106 = icmp ult i64 %v52, %v53
  %v107 = and i1 %v105, %v106
  %v108 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v103
  %v109 = bitcast half addrspace(1)* %v108 to <4 x i32> addrspace(1)*
  %v110 = load <4 x i32>, <4 x i32> addrspace(1)* %v109, align 16
  %v111 = extractelement <4 x i32> %v110, i32 0
  %v112 = trunc i32 %v111 to i16
  %v113 = bitcast i16 %v112 to half
  %v114 = fpext half %v113 to float
  %v115 = extractelement <4 x i32> %v110, i32 0
  %v116 = lshr i32 %v115, 16
  %v117 = trunc i32 %v116 to i16
  %v118 = bitcast i16 %v117 to half
  %v119 = fpext half %v118 to float
  %v120 = extractelement <4 x i32> %v110, i32 1
  %v121 = trunc i32 %v120 to i16
  %v122 = bitcast i16 %v121 to half
  %v123 = fpext half %v122 to float
  %v124 = extractelement <4 x i32> %v110, i32 1
  %v125 = lshr i32 %v124, 16
  %v126 = trunc i32 %v125 to i16
  %v127 = bitcast i16 %v126 to half
  %v128 = fpext half %v127 to float
  %v129 = extractelement <4 x i32> %v110, i32 2
  %v130 = trunc i32 %v129 to i16
  %v131 = bitcast i16 %v130 to half
  %v132 = fpext half %v131 to float
  %v133 = extractelement <4 x i32> %v110, i32 2
  %v134 = lshr i32 %v133, 16
  %v135 = trunc i32 %v134 to i16
  %v136 = bitcast i16 %v135 to half
  %v137 = fpext half %v136 to float
  %v138 = extractelement <4 x i32> %v110, i32 3
  %v139 = trunc i32 %v138 to i16
  %v140 = bitcast i16 %v139 to half
  %v141 = fpext half %v140 to float
  %v142 = extractelement <4 x i32> %v110, i32 3
  %v143 = lshr i32 %v142, 16
  %v144 = trunc i32 %v143 to i16
  %v145 = bitcast i16 %v144 to half
  %v146 = fpext half %v145 to float
  br label %ld_done3
ld_edge2:
  %v147 = icmp ult i64 %v41, %v43
  %v148 = icmp ult i64 %v52, %v53
  %v149 = and i1 %v147, %v148
  %v150 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v151 = bitcast half addrspace(1)* %v150 to <4 x i32> addrspace(1)*
  br i1 %v149, label %ld4, label %ld_next5
ld_done3:
  %v250 = phi float [ %v69, %ld_full1 ], [ %v189, %ld_next7 ]
  %v251 = phi float [ %v74, %ld_full1 ], [ %v190, %ld_next7 ]
  %v252 = phi float [ %v78, %ld_full1 ], [ %v191, %ld_next7 ]
  %v253 = phi float [ %v83, %ld_full1 ], [ %v192, %ld_next7 ]
  %v254 = phi float [ %v87, %ld_full1 ], [ %v193, %ld_next7 ]
  %v255 = phi float [ %v92, %ld_full1 ], [ %v194, %ld_next7 ]
  %v256 = phi float [ %v96, %ld_full1 ], [ %v195, %ld_next7 ]
  %v257 = phi float [ %v101, %ld_full1 ], [ %v196, %ld_next7 ]
  %v258 = phi float [ %v114, %ld_full1 ], [ %v242, %ld_next7 ]
  %v259 = phi float [ %v119, %ld_full1 ], [ %v243, %ld_next7 ]
  %v260 = phi float [ %v123, %ld_full1 ], [ %v244, %ld_next7 ]
  %v261 = phi float [ %v128, %ld_full1 ], [ %v245, %ld_next7 ]
  %v262 = phi float [ %v132, %ld_full1 ], [ %v246, %ld_next7 ]
  %v263 = phi float [ %v137, %ld_full1 ], [ %v247, %ld_next7 ]
  %v264 = phi float [ %v141, %ld_full1 ], [ %v248, %ld_next7 ]
  %v265 = phi float [ %v146, %ld_full1 ], [ %v249, %ld_next7 ]
  %v266 = and i32 %v2, 1
  %v267 = shl i32 %v266, 3
  %v268 = lshr i32 %v2, 1
  %v269 = and i32 %v268, 1
  %v270 = shl i32 %v269, 4
  %v271 = or i32 %v267, %v270
  %v272 = lshr i32 %v2, 2
  %v273 = and i32 %v272, 1
  %v274 = shl i32 %v273, 5
  %v275 = or i32 %v271, %v274
  %v276 = lshr i32 %v2, 3
  %v277 = and i32 %v276, 1
  %v278 = shl i32 %v277, 6
  %v279 = or i32 %v275, %v278
  %v280 = lshr i32 %v2, 4
  %v281 = and i32 %v280, 1
  %v282 = shl i32 %v281, 7
  %v283 = or i32 %v279, %v282
  %v284 = and i32 %v3, 1
  %v285 = shl i32 %v284, 8
  %v286 = or i32 %v283, %v285
  %v287 = lshr i32 %v3, 1
  %v288 = and i32 %v287, 1
  %v289 = shl i32 %v288, 9
  %v290 = or i32 %v286, %v289
  %v291 = lshr i32 %v3, 2
  %v292 = and i32 %v291, 1
  %v293 = shl i32 %v292, 10
  %v294 = or i32 %v290, %v293
  %v295 = lshr i32 %v294, 6
  %v296 = and i32 %v295, 63
  %v297 = and i32 %v294, 63
  %v298 = sext i32 %v4 to i64
  %v299 = mul i64 %v298, 64
  %v300 = zext i32 %v296 to i64
  %v301 = add i64 %v299, %v300
  %v302 = sext i32 %p8 to i64
  %v303 = zext i32 %p6 to i64
  %v304 = mul i64 %v301, %v302
  %v305 = add i64 %v299, 64
  %v306 = icmp sle i64 %v305, %v303
  %v307 = icmp sge i64 %v298, 0
  %v308 = and i1 %v306, %v307
  %v309 = sext i32 %v5 to i64
  %v310 = mul i64 %v309, 64
  %v311 = zext i32 %v297 to i64
  %v312 = add i64 %v310, %v311
  %v313 = zext i32 %p7 to i64
  %v314 = add i64 %v304, %v312
  %v315 = add i64 %v310, 64
  %v316 = icmp sle i64 %v315, %v313
  %v317 = icmp sge i64 %v309, 0
  %v318 = and i1 %v316, %v317
  %v319 = and i1 %v308, %v318
  br i1 %v319, label %st_full8, label %st_edge9
ld4:
  %v152 = load <4 x i32>, <4 x i32> addrspace(1)* %v151, align 16
  %v153 = extractelement <4 x i32> %v152, i32 0
  %v154 = trunc i32 %v153 to i16
  %v155 = bitcast i16 %v154 to half
  %v156 = fpext half %v155 to float
  %v157 = extractelement <4 x i32> %v152, i32 0
  %v158 = lshr i32 %v157, 16
  %v159 = trunc i32 %v158 to i16
  %v160 = bitcast i16 %v159 to half
  %v161 = fpext half %v160 to float
  %v162 = extractelement <4 x i32> %v152, i32 1
  %v163 = trunc i32 %v162 to i16
  %v164 = bitcast i16 %v163 to half
  %v165 = fpext half %v164 to float
  %v166 = extractelement <4 x i32> %v152, i32 1
  %v167 = lshr i32 %v166, 16
  %v168 = trunc i32 %v167 to i16
  %v169 = bitcast i16 %v168 to half
  %v170 = fpext half %v169 to float
  %v171 = extractelement <4 x i32> %v152, i32 2
  %v172 = trunc i32 %v171 to i16
  %v173 = bitcast i16 %v172 to half
  %v174 = fpext half %v173 to float
  %v175 = extractelement <4 x i32> %v152, i32 2
  %v176 = lshr i32 %v175, 16
  %v177 = trunc i32 %v176 to i16
  %v178 = bitcast i16 %v177 to half
  %v179 = fpext half %v178 to float
  %v180 = extractelement <4 x i32> %v152, i32 3
  %v181 = trunc i32 %v180 to i16
  %v182 = bitcast i16 %v181 to half
  %v183 = fpext half %v182 to float
  %v184 = extractelement <4 x i32> %v152, i32 3
  %v185 = lshr i32 %v184, 16
  %v186 = trunc i32 %v185 to i16
  %v187 = bitcast i16 %v186 to half
  %v188 = fpext half %v187 to float
  br label %ld_next5
ld_next5:
  %v189 = phi float [ %v156, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v190 = phi float [ %v161, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v191 = phi float [ %v165, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v192 = phi float [ %v170, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v193 = phi float [ %v174, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v194 = phi float [ %v179, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v195 = phi float [ %v183, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v196 = phi float [ %v188, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v197 = mul i64 32, %v42
  %v198 = add i64 %v54, %v197
  %v199 = add i64 %v41, 32
  %v200 = icmp ult i64 %v199, %v43
  %v201 = icmp ult i64 %v52, %v53
  %v202 = and i1 %v200, %v201
  %v203 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v198
  %v204 = bitcast half addrspace(1)* %v203 to <4 x i32> addrspace(1)*
  br i1 %v202, label %ld6, label %ld_next7
ld6:
  %v205 = load <4 x i32>, <4 x i32> addrspace(1)* %v204, align 16
  %v206 = extractelement <4 x i32> %v205, i32 0
  %v207 = trunc i32 %v206 to i16
  %v208 = bitcast i16 %v207 to half
  %v209 = fpext half %v208 to float
  %v210 = extractelement <4 x i32> %v205, i32 0
  %v211 = lshr i32 %v210, 16
  %v212 = trunc i32 %v211 to i16
  %v213 = bitcast i16 %v212 to half
  %v214 = fpext half %v213 to float
  %v215 = extractelement <4 x i32> %v205, i32 1
  %v216 = trunc i32 %v215 to i16
  %v217 = bitcast i16 %v216 to half
  %v218 = fpext half %v217 to float
  %v219 = extractelement <4 x i32> %v205, i32 1
  %v220 = lshr i32 %v219, 16
  %v221 = trunc i32 %v220 to i16
  %v222 = bitcast i16 %v221 to half
  %v223 = fpext half %v222 to float
  %v224 = extractelement <4 x i32> %v205, i32 2
  %v225 = trunc i32 %v224 to i16
  %v226 = bitcast i16 %v225 to half
  %v227 = fpext half %v226 to float
  %v228 = extractelement <4 x i32> %v205, i32 2
  %v229 = lshr i32 %v228, 16
  %v230 = trunc i32 %v229 to i16
  %v231 = bitcast i16 %v230 to half
  %v232 = fpext half %v231 to float
  %v233 = extractelement <4 x i32> %v205, i32 3
  %v234 = trunc i32 %v233 to i16
  %v235 = bitcast i16 %v234 to half
  %v236 = fpext half %v235 to float
  %v237 = extractelement <4 x i32> %v205, i32 3
  %v238 = lshr i32 %v237, 16
  %v239 = trunc i32 %v238 to i16
  %v240 = bitcast i16 %v239 to half
  %v241 = fpext half %v240 to float
  br label %ld_next7
ld_next7:
  %v242 = phi float [ %v209, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v243 = phi float [ %v214, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v244 = phi float [ %v218, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v245 = phi float [ %v223, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v246 = phi float [ %v227, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v247 = phi float [ %v232, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v248 = phi float [ %v236, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v249 = phi float [ %v241, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  br label %ld_done3
st_full8:
  %v320 = icmp ult i64 %v301, %v303
  %v321 = icmp ult i64 %v312, %v313
  %v322 = and i1 %v320, %v321
  %v323 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v314
  %v324 = fptrunc float %v250 to half
  store half %v324, half addrspace(1)* %v323, align 2
  %v325 = icmp ult i64 %v301, %v303
  %v326 = add i64 %v314, 1
  %v327 = add i64 %v312, 1
  %v328 = icmp ult i64 %v327, %v313
  %v329 = and i1 %v325, %v328
  %v330 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v326
  %v331 = fptrunc float %v251 to half
  store half %v331, half addrspace(1)* %v330, align 2
  %v332 = icmp ult i64 %v301, %v303
  %v333 = add i64 %v314, 2
  %v334 = add i64 %v312, 2
  %v335 = icmp ult i64 %v334, %v313
  %v336 = and i1 %v332, %v335
  %v337 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v333
  %v338 = fptrunc float %v252 to half
  store half %v338, half addrspace(1)* %v337, align 2
  %v339 = icmp ult i64 %v301, %v303
  %v340 = add i64 %v314, 3
  %v341 = add i64 %v312, 3
  %v342 = icmp ult i64 %v341, %v313
  %v343 = and i1 %v339, %v342
  %v344 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v340
  %v345 = fptrunc float %v253 to half
  store half %v345, half addrspace(1)* %v344, align 2
  %v346 = icmp ult i64 %v301, %v303
  %v347 = add i64 %v314, 4
  %v348 = add i64 %v312, 4
  %v349 = icmp ult i64 %v348, %v313
  %v350 = and i1 %v346, %v349
  %v351 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v347
  %v352 = fptrunc float %v254 to half
  store half %v352, half addrspace(1)* %v351, align 2
  %v353 = icmp ult i64 %v301, %v303
  %v354 = add i64 %v314, 5
  %v355 = add i64 %v312, 5
  %v356 = icmp ult i64 %v355, %v313
  %v357 = and i1 %v353, %v356
  %v358 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v354
  %v359 = fptrunc float %v255 to half
  store half %v359, half addrspace(1)* %v358, align 2
  %v360 = icmp ult i64 %v301, %v303
  %v361 = add i64 %v314, 6
  %v362 = add i64 %v312, 6
  %v363 = icmp ult i64 %v362, %v313
  %v364 = and i1 %v360, %v363
  %v365 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v361
  %v366 = fptrunc float %v256 to half
  store half %v366, half addrspace(1)* %v365, align 2
  %v367 = icmp ult i64 %v301, %v303
  %v368 = add i64 %v314, 7
  %v369 = add i64 %v312, 7
  %v370 = icmp ult i64 %v369, %v313
  %v371 = and i1 %v367, %v370
  %v372 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v368
  %v373 = fptrunc float %v257 to half
  store half %v373, half addrspace(1)* %v372, align 2
  %v374 = mul i64 32, %v302
  %v375 = add i64 %v314, %v374
  %v376 = add i64 %v301, 32
  %v377 = icmp ult i64 %v376, %v303
  %v378 = icmp ult i64 %v312, %v313
  %v379 = and i1 %v377, %v378
  %v380 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v375
  %v381 = fptrunc float %v258 to half
  store half %v381, half addrspace(1)* %v380, align 2
  %v382 = mul i64 32, %v302
  %v383 = add i64 %v314, %v382
  %v384 = add i64 %v301, 32
  %v385 = icmp ult i64 %v384, %v303
  %v386 = add i64 %v383, 1
  %v387 = add i64 %v312, 1
  %v388 = icmp ult i64 %v387, %v313
  %v389 = and i1 %v385, %v388
  %v390 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v386
  %v391 = fptrunc float %v259 to half
  store half %v391, half addrspace(1)* %v390, align 2
  %v392 = mul i64 32, %v302
  %v393 = add i64 %v314, %v392
  %v394 = add i64 %v301, 32
  %v395 = icmp ult i64 %v394, %v303
  %v396 = add i64 %v393, 2
  %v397 = add i64 %v312, 2
  %v398 = icmp ult i64 %v397, %v313
  %v399 = and i1 %v395, %v398
  %v400 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v396
  %v401 = fptrunc float %v260 to half
  store half %v401, half addrspace(1)* %v400, align 2
  %v402 = mul i64 32, %v302
  %v403 = add i64 %v314, %v402
  %v404 = add i64 %v301, 32
  %v405 = icmp ult i64 %v404, %v303
  %v406 = add i64 %v403, 3
  %v407 = add i64 %v312, 3
  %v408 = icmp ult i64 %v407, %v313
  %v409 = and i1 %v405, %v408
  %v410 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v406
  %v411 = fptrunc float %v261 to half
  store half %v411, half addrspace(1)* %v410, align 2
  %v412 = mul i64 32, %v302
  %v413 = add i64 %v314, %v412
  %v414 = add i64 %v301, 32
  %v415 = icmp ult i64 %v414, %v303
  %v416 = add i64 %v413, 4
  %v417 = add i64 %v312, 4
  %v418 = icmp ult i64 %v417, %v313
  %v419 = and i1 %v415, %v418
  %v420 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v416
  %v421 = fptrunc float %v262 to half
  store half %v421, half addrspace(1)* %v420, align 2
  %v422 = mul i64 32, %v302
  %v423 = add i64 %v314, %v422
  %v424 = add i64 %v301, 32
  %v425 = icmp ult i64 %v424, %v303
  %v426 = add i64 %v423, 5
  %v427 = add i64 %v312, 5
  %v428 = icmp ult i64 %v427, %v313
  %v429 = and i1 %v425, %v428
  %v430 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v426
  %v431 = fptrunc float %v263 to half
  store half %v431, half addrspace(1)* %v430, align 2
  %v432 = mul i64 32, %v302
  %v433 = add i64 %v314, %v432
  %v434 = add i64 %v301, 32
  %v435 = icmp ult i64 %v434, %v303
  %v436 = add i64 %v433, 6
  %v437 = add i64 %v312, 6
  %v438 = icmp ult i64 %v437, %v313
  %v439 = and i1 %v435, %v438
  %v440 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  %v441 = fptrunc float %v264 to half
  store half %v441, half addrspace(1)* %v440, align 2
  %v442 = mul i64 32, %v302
  %v443 = add i64 %v314, %v442
  %v444 = add i64 %v301, 32
  %v445 = icmp ult i64 %v444, %v303
  %v446 = add i64 %v443, 7
  %v447 = add i64 %v312, 7
  %v448 = icmp ult i64 %v447, %v313
  %v449 = and i1 %v445, %v448
  %v450 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v446
  %v451 = fptrunc float %v265 to half
  store half %v451, half addrspace(1)* %v450, align 2
  br label %st_done10
st_edge9:
  %v452 = icmp ult i64 %v301, %v303
  %v453 = icmp ult i64 %v312, %v313
  %v454 = and i1 %v452, %v453
  %v455 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v314
  br i1 %v454, label %st11, label %join12
st_done10:
  ret void
st11:
  %v456 = fptrunc float %v250 to half
  store half %v456, half addrspace(1)* %v455, align 2
  br label %join12
join12:
  %v457 = icmp ult i64 %v301, %v303
  %v458 = add i64 %v314, 1
  %v459 = add i64 %v312, 1
  %v460 = icmp ult i64 %v459, %v313
  %v461 = and i1 %v457, %v460
  %v462 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v458
  br i1 %v461, label %st13, label %join14
st13:
  %v463 = fptrunc float %v251 to half
  store half %v463, half addrspace(1)* %v462, align 2
  br label %join14
join14:
  %v464 = icmp ult i64 %v301, %v303
  %v465 = add i64 %v314, 2
  %v466 = add i64 %v312, 2
  %v467 = icmp ult i64 %v466, %v313
  %v468 = and i1 %v464, %v467
  %v469 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v465
  br i1 %v468, label %st15, label %join16
st15:
  %v470 = fptrunc float %v252 to half
  store half %v470, half addrspace(1)* %v469, align 2
  br label %join16
join16:
  %v471 = icmp ult i64 %v301, %v303
  %v472 = add i64 %v314, 3
  %v473 = add i64 %v312, 3
  %v474 = icmp ult i64 %v473, %v313
  %v475 = and i1 %v471, %v474
  %v476 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v472
  br i1 %v475, label %st17, label %join18
st17:
  %v477 = fptrunc float %v253 to half
  store half %v477, half addrspace(1)* %v476, align 2
  br label %join18
join18:
  %v478 = icmp ult i64 %v301, %v303
  %v479 = add i64 %v314, 4
  %v480 = add i64 %v312, 4
  %v481 = icmp ult i64 %v480, %v313
  %v482 = and i1 %v478, %v481
  %v483 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v479
  br i1 %v482, label %st19, label %join20
st19:
  %v484 = fptrunc float %v254 to half
  store half %v484, half addrspace(1)* %v483, align 2
  br label %join20
join20:
  %v485 = icmp ult i64 %v301, %v303
  %v486 = add i64 %v314, 5
  %v487 = add i64 %v312, 5
  %v488 = icmp ult i64 %v487, %v313
  %v489 = and i1 %v485, %v488
  %v490 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v486
  br i1 %v489, label %st21, label %join22
st21:
  %v491 = fptrunc float %v255 to half
  store half %v491, half addrspace(1)* %v490, align 2
  br label %join22
join22:
  %v492 = icmp ult i64 %v301, %v303
  %v493 = add i64 %v314, 6
  %v494 = add i64 %v312, 6
  %v495 = icmp ult i64 %v494, %v313
  %v496 = and i1 %v492, %v495
  %v497 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v493
  br i1 %v496, label %st23, label %join24
st23:
  %v498 = fptrunc float %v256 to half
  store half %v498, half addrspace(1)* %v497, align 2
  br label %join24
join24:
  %v499 = icmp ult i64 %v301, %v303
  %v500 = add i64 %v314, 7
  %v501 = add i64 %v312, 7
  %v502 = icmp ult i64 %v501, %v313
  %v503 = and i1 %v499, %v502
  %v504 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v500
  br i1 %v503, label %st25, label %join26
st25:
  %v505 = fptrunc float %v257 to half
  store half %v505, half addrspace(1)* %v504, align 2
  br label %join26
join26:
  %v506 = mul i64 32, %v302
  %v507 = add i64 %v314, %v506
  %v508 = add i64 %v301, 32
  %v509 = icmp ult i64 %v508, %v303
  %v510 = icmp ult i64 %v312, %v313
  %v511 = and i1 %v509, %v510
  %v512 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v507
  br i1 %v511, label %st27, label %join28
st27:
  %v513 = fptrunc float %v258 to half
  store half %v513, half addrspace(1)* %v512, align 2
  br label %join28
join28:
  %v514 = mul i64 32, %v302
  %v515 = add i64 %v314, %v514
  %v516 = add i64 %v301, 32
  %v517 = icmp ult i64 %v516, %v303
  %v518 = add i64 %v515, 1
  %v519 = add i64 %v312, 1
  %v520 = icmp ult i64 %v519, %v313
  %v521 = and i1 %v517, %v520
  %v522 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v518
  br i1 %v521, label %st29, label %join30
st29:
  %v523 = fptrunc float %v259 to half
  store half %v523, half addrspace(1)* %v522, align 2
  br label %join30
join30:
  %v524 = mul i64 32, %v302
  %v525 = add i64 %v314, %v524
  %v526 = add i64 %v301, 32
  %v527 = icmp ult i64 %v526, %v303
  %v528 = add i64 %v525, 2
  %v529 = add i64 %v312, 2
  %v530 = icmp ult i64 %v529, %v313
  %v531 = and i1 %v527, %v530
  %v532 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v528
  br i1 %v531, label %st31, label %join32
st31:
  %v533 = fptrunc float %v260 to half
  store half %v533, half addrspace(1)* %v532, align 2
  br label %join32
join32:
  %v534 = mul i64 32, %v302
  %v535 = add i64 %v314, %v534
  %v536 = add i64 %v301, 32
  %v537 = icmp ult i64 %v536, %v303
  %v538 = add i64 %v535, 3
  %v539 = add i64 %v312, 3
  %v540 = icmp ult i64 %v539, %v313
  %v541 = and i1 %v537, %v540
  %v542 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v538
  br i1 %v541, label %st33, label %join34
st33:
  %v543 = fptrunc float %v261 to half
  store half %v543, half addrspace(1)* %v542, align 2
  br label %join34
join34:
  %v544 = mul i64 32, %v302
  %v545 = add i64 %v314, %v544
  %v546 = add i64 %v301, 32
  %v547 = icmp ult i64 %v546, %v303
  %v548 = add i64 %v545, 4
  %v549 = add i64 %v312, 4
  %v550 = icmp ult i64 %v549, %v313
  %v551 = and i1 %v547, %v550
  %v552 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v548
  br i1 %v551, label %st35, label %join36
st35:
  %v553 = fptrunc float %v262 to half
  store half %v553, half addrspace(1)* %v552, align 2
  br label %join36
join36:
  %v554 = mul i64 32, %v302
  %v555 = add i64 %v314, %v554
  %v556 = add i64 %v301, 32
  %v557 = icmp ult i64 %v556, %v303
  %v558 = add i64 %v555, 5
  %v559 = add i64 %v312, 5
  %v560 = icmp ult i64 %v559, %v313
  %v561 = and i1 %v557, %v560
  %v562 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v558
  br i1 %v561, label %st37, label %join38
st37:
  %v563 = fptrunc float %v263 to half
  store half %v563, half addrspace(1)* %v562, align 2
  br label %join38
join38:
  %v564 = mul i64 32, %v302
  %v565 = add i64 %v314, %v564
  %v566 = add i64 %v301, 32
  %v567 = icmp ult i64 %v566, %v303
  %v568 = add i64 %v565, 6
  %v569 = add i64 %v312, 6
  %v570 = icmp ult i64 %v569, %v313
  %v571 = and i1 %v567, %v570
  %v572 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v568
  br i1 %v571, label %st39, label %join40
st39:
  %v573 = fptrunc float %v264 to half
  store half %v573, half addrspace(1)* %v572, align 2
  br label %join40
join40:
  %v574 = mul i64 32, %v302
  %v575 = add i64 %v314, %v574
  %v576 = add i64 %v301, 32
  %v577 = icmp ult i64 %v576, %v303
  %v578 = add i64 %v575, 7
  %v579 = add i64 %v312, 7
  %v580 = icmp ult i64 %v579, %v313
  %v581 = and i1 %v577, %v580
  %v582 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v578
  br i1 %v581, label %st41, label %join42
st41:
  %v583 = fptrunc float %v265 to half
  store half %v583, half addrspace(1)* %v582, align 2
  br label %join42
join42:
  br label %st_done10
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 6
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 7
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 8
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 9
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v54
  %v64 = load float, float addrspace(1)* %v63, align 4
  %v65 = icmp ult i64 %v41, %v43
  %v66 = add i64 %v54, 1
  %v67 = add i64 %v52, 1
  %v68 = icmp ult i64 %v67, %v53
  %v69 = and i1 %v65, %v68
  %v70 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v66
  %v71 = load float, float addrspace(1)* %v70, align 4
  %v72 = icmp ult i64 %v41, %v43
  %v73 = add i64 %v54, 2
  %v74 = add i64 %v52, 2
  %v75 = icmp ult i64 %v74, %v53
  %v76 = and i1 %v72, %v75
  %v77 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v73
  %v78 = load float, float addrspace(1)* %v77, align 4
  %v79 = icmp ult i64 %v41, %v43
  %v80 = add i64 %v54, 3
  %v81 = add i64 %v52, 3
  %v82 = icmp ult i64 %v81, %v53
  %v83 = and i1 %v79, %v82
  %v84 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v85 = load float, float addrspace(1)* %v84, align 4
  %v86 = mul i64 16, %v42
  %v87 = add i64 %v54, %v86
  %v88 = add i64 %v41, 16
  %v89 = icmp ult i64 %v88, %v43
  %v90 = icmp ult i64 %v52, %v53
  %v91 = and i1 %v89, %v90
  %v92 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v87
  %v93 = load float, float addrspace(1)* %v92, align 4
  %v94 = mul i64 16, %v42
  %v95 = add i64 %v54, %v94
  %v96 = add i64 %v41, 16
  %v97 = icmp ult i64 %v96, %v43
  %v98 = add i64 %v95, 1
  %v99 = add i64 %v52, 1
  %v100 = icmp ult i64 %v99, %v53
  %v101 = and i1 %v97, %v100
  %v102 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v98
  %v103 = load float, float addrspace(1)* %v102, align 4
  %v104 = mul i64 16, %v42
  %v105 = add i64 %v54, %v104
  %v106 = add i64 %v41, 16
  %v107 = icmp ult i64 %v106, %v43
  %v108 = add i64 %v105, 2
  %v109 = add i64 %v52, 2
  %v110 = icmp ult i64 %v109, %v53
  %v111 = and i1 %v107, %v110
  %v112 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v108
  %v113 = load float, float addrspace(1)* %v112, align 4
  %v114 = mul i64 16, %v42
  %v115 = add i64 %v54, %v114
  %v116 = add i64 %v41, 16
  %v117 = icmp ult i64 %v116, %v43
  %v118 = add i64 %v115, 3
  %v119 = add i64 %v52, 3
  %v120 = icmp ult i64 %v119, %v53
  %v121 = and i1 %v117, %v120
  %v122 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v118
  %v123 = load float, float addrspace(1)* %v122, align 4
  %v124 = mul i64 32, %v42
  %v125 = add i64 %v54, %v124
  %v126 = add i64 %v41, 32
  %v127 = icmp ult i64 %v126, %v43
  %v128 = icmp ult i64 %v52, %v53
  %v129 = and i1 %v127, %v128
  %v130 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v125
  %v131 = load float, float addrspace(1)* %v130, align 4
  %v132 = mul i64 32, %v42
  %v133 = add i64 %v54, %v132
  %v134 = add i64 %v41, 32
  %v135 = icmp ult i64 %v134, %v43
  %v136 = add i64 %v133, 1
  %v137 = add i64 %v52, 1
  %v138 = icmp ult i64 %v137, %v53
  %v139 = and i1 %v135, %v138
  %v140 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v136
  %v141 = load float, float addrspace(1)* %v140, align 4
  %v142 = mul i64 32, %v42
  %v143 = add i64 %v54, %v142
  %v144 = add i64 %v41, 32
  %v145 = icmp ult i64 %v144, %v43
  %v146 = add i64 %v143, 2
  %v147 = add i64 %v52, 2
  %v148 = icmp ult i64 %v147, %v53
  %v149 = and i1 %v145, %v148
  %v150 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v146
  %v151 = load float, float addrspace(1)* %v150, align 4
  %v152 = mul i64 32, %v42
  %v153 = add i64 %v54, %v152
  %v154 = add i64 %v41, 32
  %v155 = icmp ult i64 %v154, %v43
  %v156 = add i64 %v153, 3
  %v157 = add i64 %v52, 3
  %v158 = icmp ult i64 %v157, %v53
  %v159 = and i1 %v155, %v158
  %v160 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v156
  %v161 = load float, float addrspace(1)* %v160, align 4
  %v162 = mul i64 48, %v42
  %v163 = add i64 %v54, %v162
  %v164 = add i64 %v41, 48
  %v165 = icmp ult i64 %v164, %v43
  %v166 = icmp ult i64 %v52, %v53
  %v167 = and i1 %v165, %v166
  %v168 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v163
  %v169 = load float, float addrspace(1)* %v168, align 4
  %v170 = mul i64 48, %v42
  %v171 = add i64 %v54, %v170
  %v172 = add i64 %v41, 48
  %v173 = icmp ult i64 %v172, %v43
  %v174 = add i64 %v171, 1
  %v175 = add i64 %v52, 1
  %v176 = icmp ult i64 %v175, %v53
  %v177 = and i1 %v173, %v176
  %v178 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v174
  %v179 = load float, float addrspace(1)* %v178, align 4
  %v180 = mul i64 48, %v42
  %v181 = add i64 %v54, %v180
  %v182 = add i64 %v41, 48
  %v183 = icmp ult i64 %v182, %v43
  %v184 = add i64 %v181, 2
  %v185 = add i64 %v52, 2
  %v186 = icmp ult i64 %v185, %v53
  %v187 = and i1 %v183, %v186
  %v188 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v184
  %v189 = load float, float addrspace(1)* %v188, align 4
  %v190 = mul i64 48, %v42
  %v191 = add i64 %v54, %v190
  %v192 = add i64 %v41, 48
  %v193 = icmp ult i64 %v192, %v43
  %v194 = add i64 %v191, 3
  %v195 = add i64 %v52, 3
  %v196 = icmp ult i64 %v195, %v53
  %v197 = and i1 %v193, %v196
  %v198 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v194
  %v199 = load float, float addrspace(1)* %v198, align 4
  br label %ld_done3
ld_edge2:
  %v200 = icmp ult i64 %v41, %v43
  %v201 = icmp ult i64 %v52, %v53
  %v202 = and i1 %v200, %v201
  %v203 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v54
  br i1 %v202, label %ld4, label %ld_next5
ld_done3:
  %v356 = phi float [ %v64, %ld_full1 ], [ %v205, %ld_next35 ]
  %v357 = phi float [ %v71, %ld_full1 ], [ %v213, %ld_next35 ]
  %v358 = phi float [ %v78, %ld_full1 ], [ %v221, %ld_next35 ]
  %v359 = phi float [ %v85, %ld_full1 ], [ %v229, %ld_next35 ]
  %v360 = phi float [ %v93, %ld_full1 ], [ %v238, %ld_next35 ]
  %v361 = phi float [ %v103, %ld_full1 ], [ %v249, %ld_next35 ]
  %v362 = phi float [ %v113, %ld_full1 ], [ %v260, %ld_next35 ]
  %v363 = phi float [ %v123, %ld_full1 ], [ %v271, %ld_next35 ]
  %v364 = phi float [ %v131, %ld_full1 ], [ %v280, %ld_next35 ]
  %v365 = phi float [ %v141, %ld_full1 ], [ %v291, %ld_next35 ]
  %v366 = phi float [ %v151, %ld_full1 ], [ %v302, %ld_next35 ]
  %v367 = phi float [ %v161, %ld_full1 ], [ %v313, %ld_next35 ]
  %v368 = phi float [ %v169, %ld_full1 ], [ %v322, %ld_next35 ]
  %v369 = phi float [ %v179, %ld_full1 ], [ %v333, %ld_next35 ]
  %v370 = phi float [ %v189, %ld_full1 ], [ %v344, %ld_next35 ]
  %v371 = phi float [ %v199, %ld_full1 ], [ %v355, %ld_next35 ]
  %v372 = and i32 %v2, 1
  %v373 = shl i32 %v372, 2
  %v374 = lshr i32 %v2, 1
  %v375 = and i32 %v374, 1
  %v376 = shl i32 %v375, 3
  %v377 = or i32 %v373, %v376
  %v378 = lshr i32 %v2, 2
  %v379 = and i32 %v378, 1
  %v380 = shl i32 %v379, 4
  %v381 = or i32 %v377, %v380
  %v382 = lshr i32 %v2, 3
  %v383 = and i32 %v382, 1
  %v384 = shl i32 %v383, 5
  %v385 = or i32 %v381, %v384
  %v386 = lshr i32 %v2, 4
  %v387 = and i32 %v386, 1
  %v388 = shl i32 %v387, 6
  %v389 = or i32 %v385, %v388
  %v390 = and i32 %v3, 1
  %v391 = shl i32 %v390, 7
  %v392 = or i32 %v389, %v391
  %v393 = lshr i32 %v3, 1
  %v394 = and i32 %v393, 1
  %v395 = shl i32 %v394, 8
  %v396 = or i32 %v392, %v395
  %v397 = lshr i32 %v3, 2
  %v398 = and i32 %v397, 1
  %v399 = shl i32 %v398, 9
  %v400 = or i32 %v396, %v399
  %v401 = lshr i32 %v400, 6
  %v402 = and i32 %v401, 63
  %v403 = and i32 %v400, 63
  %v404 = sext i32 %v4 to i64
  %v405 = mul i64 %v404, 64
  %v406 = zext i32 %v402 to i64
  %v407 = add i64 %v405, %v406
  %v408 = sext i32 %p8 to i64
  %v409 = zext i32 %p6 to i64
  %v410 = mul i64 %v407, %v408
  %v411 = add i64 %v405, 64
  %v412 = icmp sle i64 %v411, %v409
  %v413 = icmp sge i64 %v404, 0
  %v414 = and i1 %v412, %v413
  %v415 = sext i32 %v5 to i64
  %v416 = mul i64 %v415, 64
  %v417 = zext i32 %v403 to i64
  %v418 = add i64 %v416, %v417
  %v419 = zext i32 %p7 to i64
  %v420 = add i64 %v410, %v418
  %v421 = add i64 %v416, 64
  %v422 = icmp sle i64 %v421, %v419
  %v423 = icmp sge i64 %v415, 0
  %v424 = and i1 %v422, %v423
  %v425 = and i1 %v414, %v424
  br i1 %v425, label %st_full36, label %st_edge37
ld4:
  %v204 = load float, float addrspace(1)* %v203, align 4
  br label %ld_next5
ld_next5:
  %v205 = phi float [ %v204, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v206 = icmp ult i64 %v41, %v43
  %v207 = add i64 %v54, 1
  %v208 = add i64 %v52, 1
  %v209 = icmp ult i64 %v208, %v53
  %v210 = and i1 %v206, %v209
  %v211 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v207
  br i1 %v210, label %ld6, label %ld_next7
ld6:
  %v212 = load float, float addrspace(1)* %v211, align 4
  br label %ld_next7
ld_next7:
  %v213 = phi float [ %v212, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v214 = icmp ult i64 %v41, %v43
  %v215 = add i64 %v54, 2
  %v216 = add i64 %v52, 2
  %v217 = icmp ult i64 %v216, %v53
  %v218 = and i1 %v214, %v217
  %v219 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v215
  br i1 %v218, label %ld8, label %ld_next9
ld8:
  %v220 = load float, float addrspace(1)* %v219, align 4
  br label %ld_next9
ld_next9:
  %v221 = phi float [ %v220, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v222 = icmp ult i64 %v41, %v43
  %v223 = add i64 %v54, 3
  %v224 = add i64 %v52, 3
  %v225 = icmp ult i64 %v224, %v53
  %v226 = and i1 %v222, %v225
  %v227 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v223
  br i1 %v226, label %ld10, label %ld_next11
ld10:
  %v228 = load float, float addrspace(1)* %v227, align 4
  br label %ld_next11
ld_next11:
  %v229 = phi float [ %v228, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v230 = mul i64 16, %v42
  %v231 = add i64 %v54, %v230
  %v232 = add i64 %v41, 16
  %v233 = icmp ult i64 %v232, %v43
  %v234 = icmp ult i64 %v52, %v53
  %v235 = and i1 %v233, %v234
  %v236 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v231
  br i1 %v235, label %ld12, label %ld_next13
ld12:
  %v237 = load float, float addrspace(1)* %v236, align 4
  br label %ld_next13
ld_next13:
  %v238 = phi float [ %v237, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v239 = mul i64 16, %v42
  %v240 = add i64 %v54, %v239
  %v241 = add i64 %v41, 16
  %v242 = icmp ult i64 %v241, %v43
  %v243 = add i64 %v240, 1
  %v244 = add i64 %v52, 1
  %v245 = icmp ult i64 %v244, %v53
  %v246 = and i1 %v242, %v245
  %v247 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v243
  br i1 %v246, label %ld14, label %ld_next15
ld14:
  %v248 = load float, float addrspace(1)* %v247, align 4
  br label %ld_next15
ld_next15:
  %v249 = phi float [ %v248, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v250 = mul i64 16, %v42
  %v251 = add i64 %v54, %v250
  %v252 = add i64 %v41, 16
  %v253 = icmp ult i64 %v252, %v43
  %v254 = add i64 %v251, 2
  %v255 = add i64 %v52, 2
  %v256 = icmp ult i64 %v255, %v53
  %v257 = and i1 %v253, %v256
  %v258 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v254
  br i1 %v257, label %ld16, label %ld_next17
ld16:
  %v259 = load float, float addrspace(1)* %v258, align 4
  br label %ld_next17
ld_next17:
  %v260 = phi float [ %v259, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v261 = mul i64 16, %v42
  %v262 = add i64 %v54, %v261
  %v263 = add i64 %v41, 16
  %v264 = icmp ult i64 %v263, %v43
  %v265 = add i64 %v262, 3
  %v266 = add i64 %v52, 3
  %v267 = icmp ult i64 %v266, %v53
  %v268 = and i1 %v264, %v267
  %v269 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v265
  br i1 %v268, label %ld18, label %ld_next19
ld18:
  %v270 = load float, float addrspace(1)* %v269, align 4
  br label %ld_next19
ld_next19:
  %v271 = phi float [ %v270, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v272 = mul i64 32, %v42
  %v273 = add i64 %v54, %v272
  %v274 = add i64 %v41, 32
  %v275 = icmp ult i64 %v274, %v43
  %v276 = icmp ult i64 %v52, %v53
  %v277 = and i1 %v275, %v276
  %v278 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v273
  br i1 %v277, label %ld20, label %ld_next21
ld20:
  %v279 = load float, float addrspace(1)* %v278, align 4
  br label %ld_next21
ld_next21:
  %v280 = phi float [ %v279, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v281 = mul i64 32, %v42
  %v282 = add i64 %v54, %v281
  %v283 = add i64 %v41, 32
  %v284 = icmp ult i64 %v283, %v43
  %v285 = add i64 %v282, 1
  %v286 = add i64 %v52, 1
  %v287 = icmp ult i64 %v286, %v53
  %v288 = and i1 %v284, %v287
  %v289 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v285
  br i1 %v288, label %ld22, label %ld_next23
ld22:
  %v290 = load float, float addrspace(1)* %v289, align 4
  br label %ld_next23
ld_next23:
  %v291 = phi float [ %v290, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v292 = mul i64 32, %v42
  %v293 = add i64 %v54, %v292
  %v294 = add i64 %v41, 32
  %v295 = icmp ult i64 %v294, %v43
  %v296 = add i64 %v293, 2
  %v297 = add i64 %v52, 2
  %v298 = icmp ult i64 %v297, %v53
  %v299 = and i1 %v295, %v298
  %v300 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v296
  br i1 %v299, label %ld24, label %ld_next25
ld24:
  %v301 = load float, float addrspace(1)* %v300, align 4
  br label %ld_next25
ld_next25:
  %v302 = phi float [ %v301, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v303 = mul i64 32, %v42
  %v304 = add i64 %v54, %v303
  %v305 = add i64 %v41, 32
  %v306 = icmp ult i64 %v305, %v43
  %v307 = add i64 %v304, 3
  %v308 = add i64 %v52, 3
  %v309 = icmp ult i64 %v308, %v53
  %v310 = and i1 %v306, %v309
  %v311 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v307
  br i1 %v310, label %ld26, label %ld_next27
ld26:
  %v312 = load float, float addrspace(1)* %v311, align 4
  br label %ld_next27
ld_next27:
  %v313 = phi float [ %v312, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v314 = mul i64 48, %v42
  %v315 = add i64 %v54, %v314
  %v316 = add i64 %v41, 48
  %v317 = icmp ult i64 %v316, %v43
  %v318 = icmp ult i64 %v52, %v53
  %v319 = and i1 %v317, %v318
  %v320 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v315
  br i1 %v319, label %ld28, label %ld_next29
ld28:
  %v321 = load float, float addrspace(1)* %v320, align 4
  br label %ld_next29
ld_next29:
  %v322 = phi float [ %v321, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v323 = mul i64 48, %v42
  %v324 = add i64 %v54, %v323
  %v325 = add i64 %v41, 48
  %v326 = icmp ult i64 %v325, %v43
  %v327 = add i64 %v324, 1
  %v328 = add i64 %v52, 1
  %v329 = icmp ult i64 %v328, %v53
  %v330 = and i1 %v326, %v329
  %v331 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v327
  br i1 %v330, label %ld30, label %ld_next31
ld30:
  %v332 = load float, float addrspace(1)* %v331, align 4
  br label %ld_next31
ld_next31:
  %v333 = phi float [ %v332, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v334 = mul i64 48, %v42
  %v335 = add i64 %v54, %v334
  %v336 = add i64 %v41, 48
  %v337 = icmp ult i64 %v336, %v43
  %v338 = add i64 %v335, 2
  %v339 = add i64 %v52, 2
  %v340 = icmp ult i64 %v339, %v53
  %v341 = and i1 %v337, %v340
  %v342 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v338
  br i1 %v341, label %ld32, label %ld_next33
ld32:
  %v343 = load float, float addrspace(1)* %v342, align 4
  br label %ld_next33
ld_next33:
  %v344 = phi float [ %v343, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v345 = mul i64 48, %v42
  %v346 = add i64 %v54, %v345
  %v347 = add i64 %v41, 48
  %v348 = icmp ult i64 %v347, %v43
  %v349 = add i64 %v346, 3
  %v350 = add i64 %v52, 3
  %v351 = icmp ult i64 %v350, %v53
  %v352 = and i1 %v348, %v351
  %v353 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v349
  br i1 %v352, label %ld34, label %ld_next35
ld34:
  %v354 = load float, float addrspace(1)* %v353, align 4
  br label %ld_next35
ld_next35:
  %v355 = phi float [ %v354, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  br label %ld_done3
st_full36:
  %v426 = icmp ult i64 %v407, %v409
  %v427 = icmp ult i64 %v418, %v419
  %v428 = and i1 %v426, %v427
  %v429 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v420
  %v430 = insertelement <4 x float> undef, float %v356, i32 0
  %v431 = insertelement <4 x float> %v430, float %v357, i32 1
  %v432 = insertelement <4 x float> %v431, float %v358, i32 2
  %v433 = insertelement <4 x float> %v432, float %v359, i32 3
  %v434 = bitcast float addrspace(1)* %v429 to <4 x float> addrspace(1)*
  store <4 x float> %v433, <4 x float> addrspace(1)* %v434, align 16
  %v435 = mul i64 16, %v408
  %v436 = add i64 %v420, %v435
  %v437 = add i64 %v407, 16
  %v438 = icmp ult i64 %v437, %v409
  %v439 = icmp ult i64 %v418, %v419
  %v440 = and i1 %v438, %v439
  %v441 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v436
  %v442 = insertelement <4 x float> undef, float %v360, i32 0
  %v443 = insertelement <4 x float> %v442, float %v361, i32 1
  %v444 = insertelement <4 x float> %v443, float %v362, i32 2
  %v445 = insertelement <4 x float> %v444, float %v363, i32 3
  %v446 = bitcast float addrspace(1)* %v441 to <4 x float> addrspace(1)*
  store <4 x float> %v445, <4 x float> addrspace(1)* %v446, align 16
  %v447 = mul i64 32, %v408
  %v448 = add i64 %v420, %v447
  %v449 = add i64 %v407, 32
  %v450 = icmp ult i64 %v449, %v409
  %v451 = icmp ult i64 %v418, %v419
  %v452 = and i1 %v450, %v451
  %v453 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v448
  %v454 = insertelement <4 x float> undef, float %v364, i32 0
  %v455 = insertelement <4 x float> %v454, float %v365, i32 1
  %v456 = insertelement <4 x float> %v455, float %v366, i32 2
  %v457 = insertelement <4 x float> %v456, float %v367, i32 3
  %v458 = bitcast float addrspace(1)* %v453 to <4 x float> addrspace(1)*
  store <4 x float> %v457, <4 x float> addrspace(1)* %v458, align 16
  %v459 = mul i64 48, %v408
  %v460 = add i64 %v420, %v459
  %v461 = add i64 %v407, 48
  %v462 = icmp ult i64 %v461, %v409
  %v463 = icmp ult i64 %v418, %v419
  %v464 = and i1 %v462, %v463
  %v465 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v460
  %v466 = insertelement <4 x float> undef, float %v368, i32 0
  %v467 = insertelement <4 x float> %v466, float %v369, i32 1
  %v468 = insertelement <4 x float> %v467, float %v370, i32 2
  %v469 = insertelement <4 x float> %v468, float %v371, i32 3
  %v470 = bitcast float addrspace(1)* %v465 to <4 x float> addrspace(1)*
  store <4 x float> %v469, <4 x float> addrspace(1)* %v470, align 16
  br label %st_done38
st_edge37:
  %v471 = icmp ult i64 %v407, %v409
  %v472 = icmp ult i64 %v418, %v419
  %v473 = and i1 %v471, %v472
  %v474 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v420
  br i1 %v473, label %st39, label %join40
st_done38:
  ret void
st39:
  %v475 = insertelement <4 x float> undef, float %v356, i32 0
  %v476 = insertelement <4 x float> %v475, float %v357, i32 1
  %v477 = insertelement <4 x float> %v476, float %v358, i32 2
  %v478 = insertelement <4 x float> %v477, float %v359, i32 3
  %v479 = bitcast float addrspace(1)* %v474 to <4 x float> addrspace(1)*
  store <4 x float> %v478, <4 x float> addrspace(1)* %v479, align 16
  br label %join40
join40:
  %v480 = mul i64 16, %v408
  %v481 = add i64 %v420, %v480
  %v482 = add i64 %v407, 16
  %v483 = icmp ult i64 %v482, %v409
  %v484 = icmp ult i64 %v418, %v419
  %v485 = and i1 %v483, %v484
  %v486 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v481
  br i1 %v485, label %st41, label %join42
st41:
  %v487 = insertelement <4 x float> undef, float %v360, i32 0
  %v488 = insertelement <4 x float> %v487, float %v361, i32 1
  %v489 = insertelement <4 x float> %v488, float %v362, i32 2
  %v490 = insertelement <4 x float> %v489, float %v363, i32 3
  %v491 = bitcast float addrspace(1)* %v486 to <4 x float> addrspace(1)*
  store <4 x float> %v490, <4 x float> addrspace(1)* %v491, align 16
  br label %join42
join42:
  %v492 = mul i64 32, %v408
  %v493 = add i64 %v420, %v492
  %v494 = add i64 %v407, 32
  %v495 = icmp ult i64 %v494, %v409
  %v496 = icmp ult i64 %v418, %v419
  %v497 = and i1 %v495, %v496
  %v498 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v493
  br i1 %v497, label %st43, label %join44
st43:
  %v499 = insertelement <4 x float> undef, float %v364, i32 0
  %v500 = insertelement <4 x float> %v499, float %v365, i32 1
  %v501 = insertelement <4 x float> %v500, float %v366, i32 2
  %v502 = insertelement <4 x float> %v501, float %v367, i32 3
  %v503 = bitcast float addrspace(1)* %v498 to <4 x float> addrspace(1)*
  store <4 x float> %v502, <4 x float> addrspace(1)* %v503, align 16
  br label %join44
join44:
  %v504 = mul i64 48, %v408
  %v505 = add i64 %v420, %v504
  %v506 = add i64 %v407, 48
  %v507 = icmp ult i64 %v506, %v409
  %v508 = icmp ult i64 %v418, %v419
  %v509 = and i1 %v507, %v508
  %v510 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v505
  br i1 %v509, label %st45, label %join46
st45:
  %v511 = insertelement <4 x float> undef, float %v368, i32 0
  %v512 = insertelement <4 x float> %v511, float %v369, i32 1
  %v513 = insertelement <4 x float> %v512, float %v370, i32 2
  %v514 = insertelement <4 x float> %v513, float %v371, i32 3
  %v515 = bitcast float addrspace(1)* %v510 to <4 x float> addrspace(1)*
  store <4 x float> %v514, <4 x float> addrspace(1)* %v515, align 16
  br label %join46
join46:
  br label %st_done38
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 6
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 7
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 8
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 9
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 10
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v64 = load half, half addrspace(1)* %v63, align 2
  %v65 = fpext half %v64 to float
  %v66 = icmp ult i64 %v41, %v43
  %v67 = add i64 %v54, 1
  %v68 = add i64 %v52, 1
  %v69 = icmp ult i64 %v68, %v53
  %v70 = and i1 %v66, %v69
  %v71 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v67
  %v72 = load half, half addrspace(1)* %v71, align 2
  %v73 = fpext half %v72 to float
  %v74 = icmp ult i64 %v41, %v43
  %v75 = add i64 %v54, 2
  %v76 = add i64 %v52, 2
  %v77 = icmp ult i64 %v76, %v53
  %v78 = and i1 %v74, %v77
  %v79 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v75
  %v80 = load half, half addrspace(1)* %v79, align 2
  %v81 = fpext half %v80 to float
  %v82 = icmp ult i64 %v41, %v43
  %v83 = add i64 %v54, 3
  %v84 = add i64 %v52, 3
  %v85 = icmp ult i64 %v84, %v53
  %v86 = and i1 %v82, %v85
  %v87 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v83
  %v88 = load half, half addrspace(1)* %v87, align 2
  %v89 = fpext half %v88 to float
  %v90 = icmp ult i64 %v41, %v43
  %v91 = add i64 %v54, 4
  %v92 = add i64 %v52, 4
  %v93 = icmp ult i64 %v92, %v53
  %v94 = and i1 %v90, %v93
  %v95 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v91
  %v96 = load half, half addrspace(1)* %v95, align 2
  %v97 = fpext half %v96 to float
  %v98 = icmp ult i64 %v41, %v43
  %v99 = add i64 %v54, 5
  %v100 = add i64 %v52, 5
  %v101 = icmp ult i64 %v100, %v53
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v99
  %v104 = load half, half addrspace(1)* %v103, align 2
  %v105 = fpext half %v104 to float
  %v106 = icmp ult i64 %v41, %v43
  %v107 = add i64 %v54, 6
  %v108 = add i64 %v52, 6
  %v109 = icmp ult i64 %v108, %v53
  %v110 = and i1 %v106, %v109
  %v111 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v107
  %v112 = load half, half addrspace(1)* %v111, align 2
  %v113 = fpext half %v112 to float
  %v114 = icmp ult i64 %v41, %v43
  %v115 = add i64 %v54, 7
  %v116 = add i64 %v52, 7
  %v117 = icmp ult i64 %v116, %v53
  %v118 = and i1 %v114, %v117
  %v119 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v115
  %v120 = load half, half addrspace(1)* %v119, align 2
  %v121 = fpext half %v120 to float
  %v122 = mul i64 32, %v42
  %v123 = add i64 %v54, %v122
  %v124 = add i64 %v41, 32
  %v125 = icmp ult i64 %v124, %v43
  %v126 = icmp ult i64 %v52, %v53
  %v127 = and i1 %v125, %v126
  %v128 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v123
  %v129 = load half, half addrspace(1)* %v128, align 2
  %v130 = fpext half %v129 to float
  %v131 = mul i64 32, %v42
  %v132 = add i64 %v54, %v131
  %v133 = add i64 %v41, 32
  %v134 = icmp ult i64 %v133, %v43
  %v135 = add i64 %v132, 1
  %v136 = add i64 %v52, 1
  %v137 = icmp ult i64 %v136, %v53
  %v138 = and i1 %v134, %v137
  %v139 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v135
  %v140 = load half, half addrspace(1)* %v139, align 2
  %v141 = fpext half %v140 to float
  %v142 = mul i64 32, %v42
  %v143 = add i64 %v54, %v142
  %v144 = add i64 %v41, 32
  %v145 = icmp ult i64 %v144, %v43
  %v146 = add i64 %v143, 2
  %v147 = add i64 %v52, 2
  %v148 = icmp ult i64 %v147, %v53
  %v149 = and i1 %v145, %v148
  %v150 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v146
  %v151 = load half, half addrspace(1)* %v150, align 2
  %v152 = fpext half %v151 to float
  %v153 = mul i64 32, %v42
  %v154 = add i64 %v54, %v153
  %v155 = add i64 %v41, 32
  %v156 = icmp ult i64 %v155, %v43
  %v157 = add i64 %v154, 3
  %v158 = add i64 %v52, 3
  %v159 = icmp ult i64 %v158, %v53
  %v160 = and i1 %v156, %v159
  %v161 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v157
  %v162 = load half, half addrspace(1)* %v161, align 2
  %v163 = fpext half %v162 to float
  %v164 = mul i64 32, %v42
  %v165 = add i64 %v54, %v164
  %v166 = add i64 %v41, 32
  %v167 = icmp ult i64 %v166, %v43
  %v168 = add i64 %v165, 4
  %v169 = add i64 %v52, 4
  %v170 = icmp ult i64 %v169, %v53
  %v171 = and i1 %v167, %v170
  %v172 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v168
  %v173 = load half, half addrspace(1)* %v172, align 2
  %v174 = fpext half %v173 to float
  %v175 = mul i64 32, %v42
  %v176 = add i64 %v54, %v175
  %v177 = add i64 %v41, 32
  %v178 = icmp ult i64 %v177, %v43
  %v179 = add i64 %v176, 5
  %v180 = add i64 %v52, 5
  %v181 = icmp ult i64 %v180, %v53
  %v182 = and i1 %v178, %v181
  %v183 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v179
  %v184 = load half, half addrspace(1)* %v183, align 2
  %v185 = fpext half %v184 to float
  %v186 = mul i64 32, %v42
  %v187 = add i64 %v54, %v186
  %v188 = add i64 %v41, 32
  %v189 = icmp ult i64 %v188, %v43
  %v190 = add i64 %v187, 6
  %v191 = add i64 %v52, 6
  %v192 = icmp ult i64 %v191, %v53
  %v193 = and i1 %v189, %v192
  %v194 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v190
  %v195 = load half, half addrspace(1)* %v194, align 2
  %v196 = fpext half %v195 to float
  %v197 = mul i64 32, %v42
  %v198 = add i64 %v54, %v197
  %v199 = add i64 %v41, 32
  %v200 = icmp ult i64 %v199, %v43
  %v201 = add i64 %v198, 7
  %v202 = add i64 %v52, 7
  %v203 = icmp ult i64 %v202, %v53
  %v204 = and i1 %v200, %v203
  %v205 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v201
  %v206 = load half, half addrspace(1)* %v205, align 2
  %v207 = fpext half %v206 to float
  br label %ld_done3
ld_edge2:
  %v208 = icmp ult i64 %v41, %v43
  %v209 = icmp ult i64 %v52, %v53
  %v210 = and i1 %v208, %v209
  %v211 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  br i1 %v210, label %ld4, label %ld_next5
ld_done3:
  %v372 = phi float [ %v65, %ld_full1 ], [ %v214, %ld_next35 ]
  %v373 = phi float [ %v73, %ld_full1 ], [ %v223, %ld_next35 ]
  %v374 = phi float [ %v81, %ld_full1 ], [ %v232, %ld_next35 ]
  %v375 = phi float [ %v89, %ld_full1 ], [ %v241, %ld_next35 ]
  %v376 = phi float [ %v97, %ld_full1 ], [ %v250, %ld_next35 ]
  %v377 = phi float [ %v105, %ld_full1 ], [ %v259, %ld_next35 ]
  %v378 = phi float [ %v113, %ld_full1 ], [ %v268, %ld_next35 ]
  %v379 = phi float [ %v121, %ld_full1 ], [ %v277, %ld_next35 ]
  %v380 = phi float [ %v130, %ld_full1 ], [ %v287, %ld_next35 ]
  %v381 = phi float [ %v141, %ld_full1 ], [ %v299, %ld_next35 ]
  %v382 = phi float [ %v152, %ld_full1 ], [ %v311, %ld_next35 ]
  %v383 = phi float [ %v163, %ld_full1 ], [ %v323, %ld_next35 ]
  %v384 = phi float [ %v174, %ld_full1 ], [ %v335, %ld_next35 ]
  %v385 = phi float [ %v185, %ld_full1 ], [ %v347, %ld_next35 ]
  %v386 = phi float [ %v196, %ld_full1 ], [ %v359, %ld_next35 ]
  %v387 = phi float [ %v207, %ld_full1 ], [ %v371, %ld_next35 ]
  %v388 = and i32 %v2, 1
  %v389 = shl i32 %v388, 3
  %v390 = lshr i32 %v2, 1
  %v391 = and i32 %v390, 1
  %v392 = shl i32 %v391, 4
  %v393 = or i32 %v389, %v392
  %v394 = lshr i32 %v2, 2
  %v395 = and i32 %v394, 1
  %v396 = shl i32 %v395, 5
  %v397 = or i32 %v393, %v396
  %v398 = lshr i32 %v2, 3
  %v399 = and i32 %v398, 1
  %v400 = shl i32 %v399, 6
  %v401 = or i32 %v397, %v400
  %v402 = lshr i32 %v2, 4
  %v403 = and i32 %v402, 1
  %v404 = shl i32 %v403, 7
  %v405 = or i32 %v401, %v404
  %v406 = and i32 %v3, 1
  %v407 = shl i32 %v406, 8
  %v408 = or i32 %v405, %v407
  %v409 = lshr i32 %v3, 1
  %v410 = and i32 %v409, 1
  %v411 = shl i32 %v410, 9
  %v412 = or i32 %v408, %v411
  %v413 = lshr i32 %v3, 2
  %v414 = and i32 %v413, 1
  %v415 = shl i32 %v414, 10
  %v416 = or i32 %v412, %v415
  %v417 = lshr i32 %v416, 6
  %v418 = and i32 %v417, 63
  %v419 = and i32 %v416, 63
  %v420 = sext i32 %v4 to i64
  %v421 = mul i64 %v420, 64
  %v422 = zext i32 %v418 to i64
  %v423 = add i64 %v421, %v422
  %v424 = sext i32 %p8 to i64
  %v425 = zext i32 %p6 to i64
  %v426 = mul i64 %v423, %v424
  %v427 = add i64 %v421, 64
  %v428 = icmp sle i64 %v427, %v425
  %v429 = icmp sge i64 %v420, 0
  %v430 = and i1 %v428, %v429
  %v431 = sext i32 %v5 to i64
  %v432 = mul i64 %v431, 64
  %v433 = zext i32 %v419 to i64
  %v434 = add i64 %v432, %v433
  %v435 = zext i32 %p7 to i64
  %v436 = add i64 %v426, %v434
  %v437 = add i64 %v432, 64
  %v438 = icmp sle i64 %v437, %v435
  %v439 = icmp sge i64 %v431, 0
  %v440 = and i1 %v438, %v439
  %v441 = and i1 %v430, %v440
  br i1 %v441, label %st_full36, label %st_edge37
ld4:
  %v212 = load half, half addrspace(1)* %v211, align 2
  %v213 = fpext half %v212 to float
  br label %ld_next5
ld_next5:
  %v214 = phi float [ %v213, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v215 = icmp ult i64 %v41, %v43
  %v216 = add i64 %v54, 1
  %v217 = add i64 %v52, 1
  %v218 = icmp ult i64 %v217, %v53
  %v219 = and i1 %v215, %v218
  %v220 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v216
  br i1 %v219, label %ld6, label %ld_next7
ld6:
  %v221 = load half, half addrspace(1)* %v220, align 2
  %v222 = fpext half %v221 to float
  br label %ld_next7
ld_next7:
  %v223 = phi float [ %v222, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v224 = icmp ult i64 %v41, %v43
  %v225 = add i64 %v54, 2
  %v226 = add i64 %v52, 2
  %v227 = icmp ult i64 %v226, %v53
  %v228 = and i1 %v224, %v227
  %v229 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v225
  br i1 %v228, label %ld8, label %ld_next9
ld8:
  %v230 = load half, half addrspace(1)* %v229, align 2
  %v231 = fpext half %v230 to float
  br label %ld_next9
ld_next9:
  %v232 = phi float [ %v231, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v233 = icmp ult i64 %v41, %v43
  %v234 = add i64 %v54, 3
  %v235 = add i64 %v52, 3
  %v236 = icmp ult i64 %v235, %v53
  %v237 = and i1 %v233, %v236
  %v238 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v234
  br i1 %v237, label %ld10, label %ld_next11
ld10:
  %v239 = load half, half addrspace(1)* %v238, align 2
  %v240 = fpext half %v239 to float
  br label %ld_next11
ld_next11:
  %v241 = phi float [ %v240, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v242 = icmp ult i64 %v41, %v43
  %v243 = add i64 %v54, 4
  %v244 = add i64 %v52, 4
  %v245 = icmp ult i64 %v244, %v53
  %v246 = and i1 %v242, %v245
  %v247 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v243
  br i1 %v246, label %ld12, label %ld_next13
ld12:
  %v248 = load half, half addrspace(1)* %v247, align 2
  %v249 = fpext half %v248 to float
  br label %ld_next13
ld_next13:
  %v250 = phi float [ %v249, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v251 = icmp ult i64 %v41, %v43
  %v252 = add i64 %v54, 5
  %v253 = add i64 %v52, 5
  %v254 = icmp ult i64 %v253, %v53
  %v255 = and i1 %v251, %v254
  %v256 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v252
  br i1 %v255, label %ld14, label %ld_next15
ld14:
  %v257 = load half, half addrspace(1)* %v256, align 2
  %v258 = fpext half %v257 to float
  br label %ld_next15
ld_next15:
  %v259 = phi float [ %v258, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v260 = icmp ult i64 %v41, %v43
  %v261 = add i64 %v54, 6
  %v262 = add i64 %v52, 6
  %v263 = icmp ult i64 %v262, %v53
  %v264 = and i1 %v260, %v263
  %v265 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v261
  br i1 %v264, label %ld16, label %ld_next17
ld16:
  %v266 = load half, half addrspace(1)* %v265, align 2
  %v267 = fpext half %v266 to float
  br label %ld_next17
ld_next17:
  %v268 = phi float [ %v267, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v269 = icmp ult i64 %v41, %v43
  %v270 = add i64 %v54, 7
  %v271 = add i64 %v52, 7
  %v272 = icmp ult i64 %v271, %v53
  %v273 = and i1 %v269, %v272
  %v274 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v270
  br i1 %v273, label %ld18, label %ld_next19
ld18:
  %v275 = load half, half addrspace(1)* %v274, align 2
  %v276 = fpext half %v275 to float
  br label %ld_next19
ld_next19:
  %v277 = phi float [ %v276, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v278 = mul i64 32, %v42
  %v279 = add i64 %v54, %v278
  %v280 = add i64 %v41, 32
  %v281 = icmp ult i64 %v280, %v43
  %v282 = icmp ult i64 %v52, %v53
  %v283 = and i1 %v281, %v282
  %v284 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v279
  br i1 %v283, label %ld20, label %ld_next21
ld20:
  %v285 = load half, half addrspace(1)* %v284, align 2
  %v286 = fpext half %v285 to float
  br label %ld_next21
ld_next21:
  %v287 = phi float [ %v286, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v288 = mul i64 32, %v42
  %v289 = add i64 %v54, %v288
  %v290 = add i64 %v41, 32
  %v291 = icmp ult i64 %v290, %v43
  %v292 = add i64 %v289, 1
  %v293 = add i64 %v52, 1
  %v294 = icmp ult i64 %v293, %v53
  %v295 = and i1 %v291, %v294
  %v296 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v292
  br i1 %v295, label %ld22, label %ld_next23
ld22:
  %v297 = load half, half addrspace(1)* %v296, align 2
  %v298 = fpext half %v297 to float
  br label %ld_next23
ld_next23:
  %v299 = phi float [ %v298, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v300 = mul i64 32, %v42
  %v301 = add i64 %v54, %v300
  %v302 = add i64 %v41, 32
  %v303 = icmp ult i64 %v302, %v43
  %v304 = add i64 %v301, 2
  %v305 = add i64 %v52, 2
  %v306 = icmp ult i64 %v305, %v53
  %v307 = and i1 %v303, %v306
  %v308 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v304
  br i1 %v307, label %ld24, label %ld_next25
ld24:
  %v309 = load half, half addrspace(1)* %v308, align 2
  %v310 = fpext half %v309 to float
  br label %ld_next25
ld_next25:
  %v311 = phi float [ %v310, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v312 = mul i64 32, %v42
  %v313 = add i64 %v54, %v312
  %v314 = add i64 %v41, 32
  %v315 = icmp ult i64 %v314, %v43
  %v316 = add i64 %v313, 3
  %v317 = add i64 %v52, 3
  %v318 = icmp ult i64 %v317, %v53
  %v319 = and i1 %v315, %v318
  %v320 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v316
  br i1 %v319, label %ld26, label %ld_next27
ld26:
  %v321 = load half, half addrspace(1)* %v320, align 2
  %v322 = fpext half %v321 to float
  br label %ld_next27
ld_next27:
  %v323 = phi float [ %v322, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v324 = mul i64 32, %v42
  %v325 = add i64 %v54, %v324
  %v326 = add i64 %v41, 32
  %v327 = icmp ult i64 %v326, %v43
  %v328 = add i64 %v325, 4
  %v329 = add i64 %v52, 4
  %v330 = icmp ult i64 %v329, %v53
  %v331 = and i1 %v327, %v330
  %v332 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v328
  br i1 %v331, label %ld28, label %ld_next29
ld28:
  %v333 = load half, half addrspace(1)* %v332, align 2
  %v334 = fpext half %v333 to float
  br label %ld_next29
ld_next29:
  %v335 = phi float [ %v334, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v336 = mul i64 32, %v42
  %v337 = add i64 %v54, %v336
  %v338 = add i64 %v41, 32
  %v339 = icmp ult i64 %v338, %v43
  %v340 = add i64 %v337, 5
  %v341 = add i64 %v52, 5
  %v342 = icmp ult i64 %v341, %v53
  %v343 = and i1 %v339, %v342
  %v344 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v340
  br i1 %v343, label %ld30, label %ld_next31
ld30:
  %v345 = load half, half addrspace(1)* %v344, align 2
  %v346 = fpext half %v345 to float
  br label %ld_next31
ld_next31:
  %v347 = phi float [ %v346, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v348 = mul i64 32, %v42
  %v349 = add i64 %v54, %v348
  %v350 = add i64 %v41, 32
  %v351 = icmp ult i64 %v350, %v43
  %v352 = add i64 %v349, 6
  %v353 = add i64 %v52, 6
  %v354 = icmp ult i64 %v353, %v53
  %v355 = and i1 %v351, %v354
  %v356 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v352
  br i1 %v355, label %ld32, label %ld_next33
ld32:
  %v357 = load half, half addrspace(1)* %v356, align 2
  %v358 = fpext half %v357 to float
  br label %ld_next33
ld_next33:
  %v359 = phi float [ %v358, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v360 = mul i64 32, %v42
  %v361 = add i64 %v54, %v360
  %v362 = add i64 %v41, 32
  %v363 = icmp ult i64 %v362, %v43
  %v364 = add i64 %v361, 7
  %v365 = add i64 %v52, 7
  %v366 = icmp ult i64 %v365, %v53
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v364
  br i1 %v367, label %ld34, label %ld_next35
ld34:
  %v369 = load half, half addrspace(1)* %v368, align 2
  %v370 = fpext half %v369 to float
  br label %ld_next35
ld_next35:
  %v371 = phi float [ %v370, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  br label %ld_done3
st_full36:
  %v442 = icmp ult i64 %v423, %v425
  %v443 = icmp ult i64 %v434, %v435
  %v444 = and i1 %v442, %v443
  %v445 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  %v446 = fptrunc float %v372 to half
  %v447 = fptrunc float %v373 to half
  %v448 = fptrunc float %v374 to half
  %v449 = fptrunc float %v375 to half
  %v450 = fptrunc float %v376 to half
  %v451 = fptrunc float %v377 to half
  %v452 = fptrunc float %v378 to half
  %v453 = fptrunc float %v379 to half
  %v454 = bitcast half %v446 to i16
  %v455 = zext i16 %v454 to i32
  %v456 = bitcast half %v447 to i16
  %v457 = zext i16 %v456 to i32
  %v458 = shl i32 %v457, 16
  %v459 = or i32 %v455, %v458
  %v460 = bitcast half %v448 to i16
  %v461 = zext i16 %v460 to i32
  %v462 = bitcast half %v449 to i16
  %v463 = zext i16 %v462 to i32
  %v464 = shl i32 %v463, 16
  %v465 = or i32 %v461, %v464
  %v466 = bitcast half %v450 to i16
  %v467 = zext i16 %v466 to i32
  %v468 = bitcast half %v451 to i16
  %v469 = zext i16 %v468 to i32
  %v470 = shl i32 %v469, 16
  %v471 = or i32 %v467, %v470
  %v472 = bitcast half %v452 to i16
  %v473 = zext i16 %v472 to i32
  %v474 = bitcast half %v453 to i16
  %v475 = zext i16 %v474 to i32
  %v476 = shl i32 %v475, 16
  %v477 = or i32 %v473, %v476
  %v478 = insertelement <4 x i32> undef, i32 %v459, i32 0
  %v479 = insertelement <4 x i32> %v478, i32 %v465, i32 1
  %v480 = insertelement <4 x i32> %v479, i32 %v471, i32 2
  %v481 = insertelement <4 x i32> %v480, i32 %v477, i32 3
  %v482 = bitcast half addrspace(1)* %v445 to <4 x i32> addrspace(1)*
  store <4 x i32> %v481, <4 x i32> addrspace(1)* %v482, align 16
  %v483 = mul i64 32, %v424
  %v484 = add i64 %v436, %v483
  %v485 = add i64 %v423, 32
  %v486 = icmp ult i64 %v485, %v425
  %v487 = icmp ult i64 %v434, %v435
  %v488 = and i1 %v486, %v487
  %v489 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v484
  %v490 = fptrunc float %v380 to half
  %v491 = fptrunc float %v381 to half
  %v492 = fptrunc float %v382 to half
  %v493 = fptrunc float %v383 to half
  %v494 = fptrunc float %v384 to half
  %v495 = fptrunc float %v385 to half
  %v496 = fptrunc float %v386 to half
  %v497 = fptrunc float %v387 to half
  %v498 = bitcast half %v490 to i16
  %v499 = zext i16 %v498 to i32
  %v500 = bitcast half %v491 to i16
  %v501 = zext i16 %v500 to i32
  %v502 = shl i32 %v501, 16
  %v503 = or i32 %v499, %v502
  %v504 = bitcast half %v492 to i16
  %v505 = zext i16 %v504 to i32
  %v506 = bitcast half %v493 to i16
  %v507 = zext i16 %v506 to i32
  %v508 = shl i32 %v507, 16
  %v509 = or i32 %v505, %v508
  %v510 = bitcast half %v494 to i16
  %v511 = zext i16 %v510 to i32
  %v512 = bitcast half %v495 to i16
  %v513 = zext i16 %v512 to i32
  %v514 = shl i32 %v513, 16
  %v515 = or i32 %v511, %v514
  %v516 = bitcast half %v496 to i16
  %v517 = zext i16 %v516 to i32
  %v518 = bitcast half %v497 to i16
  %v519 = zext i16 %v518 to i32
  %v520 = shl i32 %v519, 16
  %v521 = or i32 %v517, %v520
  %v522 = insertelement <4 x i32> undef, i32 %v503, i32 0
  %v523 = insertelement <4 x i32> %v522, i32 %v509, i32 1
  %v524 = insertelement <4 x i32> %v523, i32 %v515, i32 2
  %v525 = insertelement <4 x i32> %v524, i32 %v521, i32 3
  %v526 = bitcast half addrspace(1)* %v489 to <4 x i32> addrspace(1)*
  store <4 x i32> %v525, <4 x i32> addrspace(1)* %v526, align 16
  br label %st_done38
st_edge37:
  %v527 = icmp ult i64 %v423, %v425
  %v528 = icmp ult i64 %v434, %v435
  %v529 = and i1 %v527, %v528
  %v530 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  br i1 %v529, label %st39, label %join40
st_done38:
  ret void
st39:
  %v531 = fptrunc float %v372 to half
  %v532 = fptrunc float %v373 to half
  %v533 = fptrunc float %v374 to half
  %v534 = fptrunc float %v375 to half
  %v535 = fptrunc float %v376 to half
  %v536 = fptrunc float %v377 to half
  %v537 = fptrunc float %v378 to half
  %v538 = fptrunc float %v379 to half
  %v539 = bitcast half %v531 to i16
  %v540 = zext i16 %v539 to i32
  %v541 = bitcast half %v532 to i16
  %v542 = zext i16 %v541 to i32
  %v543 = shl i32 %v542, 16
  %v544 = or i32 %v540, %v543
  %v545 = bitcast half %v533 to i16
  %v546 = zext i16 %v545 to i32
  %v547 = bitcast half %v534 to i16
  %v548 = zext i16 %v547 to i32
  %v549 = shl i32 %v548, 16
  %v550 = or i32 %v546, %v549
  %v551 = bitcast half %v535 to i16
  %v552 = zext i16 %v551 to i32
  %v553 = bitcast half %v536 to i16
  %v554 = zext i16 %v553 to i32
  %v555 = shl i32 %v554, 16
  %v556 = or i32 %v552, %v555
  %v557 = bitcast half %v537 to i16
  %v558 = zext i16 %v557 to i32
  %v559 = bitcast half %v538 to i16
  %v560 = zext i16 %v559 to i32
  %v561 = shl i32 %v560, 16
  %v562 = or i32 %v558, %v561
  %v563 = insertelement <4 x i32> undef, i32 %v544, i32 0
  %v564 = insertelement <4 x i32> %v563, i32 %v550, i32 1
  %v565 = insertelement <4 x i32> %v564, i32 %v556, i32 2
  %v566 = insertelement <4 x i32> %v565, i32 %v562, i32 3
  %v567 = bitcast half addrspace(1)* %v530 to <4 x i32> addrspace(1)*
  store <4 x i32> %v566, <4 x i32> addrspace(1)* %v567, align 16
  br label %join40
join40:
  %v568 = mul i64 32, %v424
  %v569 = add i64 %v436, %v568
  %v570 = add i64 %v423, 32
  %v571 = icmp ult i64 %v570, %v425
  %v572 = icmp ult i64 %v434, %v435
  %v573 = and i1 %v571, %v572
  %v574 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v569
  br i1 %v573, label %st41, label %join42
st41:
  %v575 = fptrunc float %v380 to half
  %v576 = fptrunc float %v381 to half
  %v577 = fptrunc float %v382 to half
  %v578 = fptrunc float %v383 to half
  %v579 = fptrunc float %v384 to half
  %v580 = fptrunc float %v385 to half
  %v581 = fptrunc float %v386 to half
  %v582 = fptrunc float %v387 to half
  %v583 = bitcast half %v575 to i16
  %v584 = zext i16 %v583 to i32
  %v585 = bitcast half %v576 to i16
  %v586 = zext i16 %v585 to i32
  %v587 = shl i32 %v586, 16
  %v588 = or i32 %v584, %v587
  %v589 = bitcast half %v577 to i16
  %v590 = zext i16 %v589 to i32
  %v591 = bitcast half %v578 to i16
  %v592 = zext i16 %v591 to i32
  %v593 = shl i32 %v592, 16
  %v594 = or i32 %v590, %v593
  %v595 = bitcast half %v579 to i16
  %v596 = zext i16 %v595 to i32
  %v597 = bitcast half %v580 to i16
  %v598 = zext i16 %v597 to i32
  %v599 = shl i32 %v598, 16
  %v600 = or i32 %v596, %v599
  %v601 = bitcast half %v581 to i16
  %v602 = zext i16 %v601 to i32
  %v603 = bitcast half %v582 to i16
  %v604 = zext i16 %v603 to i32
  %v605 = shl i32 %v604, 16
  %v606 = or i32 %v602, %v605
  %v607 = insertelement <4 x i32> undef, i32 %v588, i32 0
  %v608 = insertelement <4 x i32> %v607, i32 %v594, i32 1
  %v609 = insertelement <4 x i32> %v608, i32 %v600, i32 2
  %v610 = insertelement <4 x i32> %v609, i32 %v606, i32 3
  %v611 = bitcast half addrspace(1)* %v574 to <4 x i32> addrspace(1)*
  store <4 x i32> %v610, <4 x i32> addrspace(1)* %v611, align 16
  br label %join42
join42:
  br label %st_done38
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 6
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 7
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 8
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 9
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 10
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v64 = bitcast half addrspace(1)* %v63 to <4 x i32> addrspace(1)*
  %v65 = load <4 x i32>, <4 x i32> addrspace(1)* %v64, align 16
  %v66 = extractelement <4 x i32> %v65, i32 0
  %v67 = trunc i32 %v66 to i16
  %v68 = bitcast i16 %v67 to half
  %v69 = fpext half %v68 to float
  %v70 = extractelement <4 x i32> %v65, i32 0
  %v71 = lshr i32 %v70, 16
  %v72 = trunc i32 %v71 to i16
  %v73 = bitcast i16 %v72 to half
  %v74 = fpext half %v73 to float
  %v75 = extractelement <4 x i32> %v65, i32 1
  %v76 = trunc i32 %v75 to i16
  %v77 = bitcast i16 %v76 to half
  %v78 = fpext half %v77 to float
  %v79 = extractelement <4 x i32> %v65, i32 1
  %v80 = lshr i32 %v79, 16
  %v81 = trunc i32 %v80 to i16
  %v82 = bitcast i16 %v81 to half
  %v83 = fpext half %v82 to float
  %v84 = extractelement <4 x i32> %v65, i32 2
  %v85 = trunc i32 %v84 to i16
  %v86 = bitcast i16 %v85 to half
  %v87 = fpext half %v86 to float
  %v88 = extractelement <4 x i32> %v65, i32 2
  %v89 = lshr i32 %v88, 16
  %v90 = trunc i32 %v89 to i16
  %v91 = bitcast i16 %v90 to half
  %v92 = fpext half %v91 to float
  %v93 = extractelement <4 x i32> %v65, i32 3
  %v94 = trunc i32 %v93 to i16
  %v95 = bitcast i16 %v94 to half
  %v96 = fpext half %v95 to float
  %v97 = extractelement <4 x i32> %v65, i32 3
  %v98 = lshr i32 %v97, 16
  %v99 = trunc i32 %v98 to i16
  %v100 = bitcast i16 %v99 to half
  %v101 = fpext half %v100 to float
  %v102 = mul i64 32, %v42
  %v103 = add i64 %v54, %v102
  %v104 = add i64 %v41, 32
  %v105 = icmp ult i64 %v104, %v43
  %v106 = icmp ult i64 %v52, %v53
  %v107 = and i1 %v105, %v106
  %v108 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v103
  %v109 = bitcast half addrspace(1)* %v108 to <4 x i32> addrspace(1)*
  %v110 = load <4 x i32>, <4 x i32> addrspace(1)* %v109, align 16
  %v111 = extractelement <4 x i32> %v110, i32 0
  %v112 = trunc i32 %v111 to i16
  %v113 = bitcast i16 %v112 to half
  %v114 = fpext half %v113 to float
  %v115 = extractelement <4 x i32> %v110, i32 0
  %v116 = lshr i32 %v115, 16
  %v117 = trunc i32 %v116 to i16
  %v118 = bitcast i16 %v117 to half
  %v119 = fpext half %v118 to float
  %v120 = extractelement <4 x i32> %v110, i32 1
  %v121 = trunc i32 %v120 to i16
  %v122 = bitcast i16 %v121 to half
  %v123 = fpext half %v122 to float
  %v124 = extractelement <4 x i32> %v110, i32 1
  %v125 = lshr i32 %v124, 16
  %v126 = trunc i32 %v125 to i16
  %v127 = bitcast i16 %v126 to half
  %v128 = fpext half %v127 to float
  %v129 = extractelement <4 x i32> %v110, i32 2
  %v130 = trunc i32 %v129 to i16
  %v131 = bitcast i16 %v130 to half
  %v132 = fpext half %v131 to float
  %v133 = extractelement <4 x i32> %v110, i32 2
  %v134 = lshr i32 %v133, 16
  %v135 = trunc i32 %v134 to i16
  %v136 = bitcast i16 %v135 to half
  %v137 = fpext half %v136 to float
  %v138 = extractelement <4 x i32> %v110, i32 3
  %v139 = trunc i32 %v138 to i16
  %v140 = bitcast i16 %v139 to half
  %v141 = fpext half %v140 to float
  %v142 = extractelement <4 x i32> %v110, i32 3
  %v143 = lshr i32 %v142, 16
  %v144 = trunc i32 %v143 to i16
  %v145 = bitcast i16 %v144 to half
  %v146 = fpext half %v145 to float
  br label %ld_done3
ld_edge2:
  %v147 = icmp ult i64 %v41, %v43
  %v148 = icmp ult i64 %v52, %v53
  %v149 = and i1 %v147, %v148
  %v150 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v151 = bitcast half addrspace(1)* %v150 to <4 x i32> addrspace(1)*
  br i1 %v149, label %ld4, label %ld_next5
ld_done3:
  %v250 = phi float [ %v69, %ld_full1 ], [ %v189, %ld_next7 ]
  %v251 = phi float [ %v74, %ld_full1 ], [ %v190, %ld_next7 ]
  %v252 = phi float [ %v78, %ld_full1 ], [ %v191, %ld_next7 ]
  %v253 = phi float [ %v83, %ld_full1 ], [ %v192, %ld_next7 ]
  %v254 = phi float [ %v87, %ld_full1 ], [ %v193, %ld_next7 ]
  %v255 = phi float [ %v92, %ld_full1 ], [ %v194, %ld_next7 ]
  %v256 = phi float [ %v96, %ld_full1 ], [ %v195, %ld_next7 ]
  %v257 = phi float [ %v101, %ld_full1 ], [ %v196, %ld_next7 ]
  %v258 = phi float [ %v114, %ld_full1 ], [ %v242, %ld_next7 ]
  %v259 = phi float [ %v119, %ld_full1 ], [ %v243, %ld_next7 ]
  %v260 = phi float [ %v123, %ld_full1 ], [ %v244, %ld_next7 ]
  %v261 = phi float [ %v128, %ld_full1 ], [ %v245, %ld_next7 ]
  %v262 = phi float [ %v132, %ld_full1 ], [ %v246, %ld_next7 ]
  %v263 = phi float [ %v137, %ld_full1 ], [ %v247, %ld_next7 ]
  %v264 = phi float [ %v141, %ld_full1 ], [ %v248, %ld_next7 ]
  %v265 = phi float [ %v146, %ld_full1 ], [ %v249, %ld_next7 ]
  %v266 = and i32 %v2, 1
  %v267 = shl i32 %v266, 3
  %v268 = lshr i32 %v2, 1
  %v269 = and i32 %v268, 1
  %v270 = shl i32 %v269, 4
  %v271 = or i32 %v267, %v270
  %v272 = lshr i32 %v2, 2
  %v273 = and i32 %v272, 1
  %v274 = shl i32 %v273, 5
  %v275 = or i32 %v271, %v274
  %v276 = lshr i32 %v2, 3
  %v277 = and i32 %v276, 1
  %v278 = shl i32 %v277, 6
  %v279 = or i32 %v275, %v278
  %v280 = lshr i32 %v2, 4
  %v281 = and i32 %v280, 1
  %v282 = shl i32 %v281, 7
  %v283 = or i32 %v279, %v282
  %v284 = and i32 %v3, 1
  %v285 = shl i32 %v284, 8
  %v286 = or i32 %v283, %v285
  %v287 = lshr i32 %v3, 1
  %v288 = and i32 %v287, 1
  %v289 = shl i32 %v288, 9
  %v290 = or i32 %v286, %v289
  %v291 = lshr i32 %v3, 2
  %v292 = and i32 %v291, 1
  %v293 = shl i32 %v292, 10
  %v294 = or i32 %v290, %v293
  %v295 = lshr i32 %v294, 6
  %v296 = and i32 %v295, 63
  %v297 = and i32 %v294, 63
  %v298 = sext i32 %v4 to i64
  %v299 = mul i64 %v298, 64
  %v300 = zext i32 %v296 to i64
  %v301 = add i64 %v299, %v300
  %v302 = sext i32 %p8 to i64
  %v303 = zext i32 %p6 to i64
  %v304 = mul i64 %v301, %v302
  %v305 = add i64 %v299, 64
  %v306 = icmp sle i64 %v305, %v303
  %v307 = icmp sge i64 %v298, 0
  %v308 = and i1 %v306, %v307
  %v309 = sext i32 %v5 to i64
  %v310 = mul i64 %v309, 64
  %v311 = zext i32 %v297 to i64
  %v312 = add i64 %v310, %v311
  %v313 = zext i32 %p7 to i64
  %v314 = add i64 %v304, %v312
  %v315 = add i64 %v310, 64
  %v316 = icmp sle i64 %v315, %v313
  %v317 = icmp sge i64 %v309, 0
  %v318 = and i1 %v316, %v317
  %v319 = and i1 %v308, %v318
  br i1 %v319, label %st_full8, label %st_edge9
ld4:
  %v152 = load <4 x i32>, <4 x i32> addrspace(1)* %v151, align 16
  %v153 = extractelement <4 x i32> %v152, i32 0
  %v154 = trunc i32 %v153 to i16
  %v155 = bitcast i16 %v154 to half
  %v156 = fpext half %v155 to float
  %v157 = extractelement <4 x i32> %v152, i32 0
  %v158 = lshr i32 %v157, 16
  %v159 = trunc i32 %v158 to i16
  %v160 = bitcast i16 %v159 to half
  %v161 = fpext half %v160 to float
  %v162 = extractelement <4 x i32> %v152, i32 1
  %v163 = trunc i32 %v162 to i16
  %v164 = bitcast i16 %v163 to half
  %v165 = fpext half %v164 to float
  %v166 = extractelement <4 x i32> %v152, i32 1
  %v167 = lshr i32 %v166, 16
  %v168 = trunc i32 %v167 to i16
  %v169 = bitcast i16 %v168 to half
  %v170 = fpext half %v169 to float
  %v171 = extractelement <4 x i32> %v152, i32 2
  %v172 = trunc i32 %v171 to i16
  %v173 = bitcast i16 %v172 to half
  %v174 = fpext half %v173 to float
  %v175 = extractelement <4 x i32> %v152, i32 2
  %v176 = lshr i32 %v175, 16
  %v177 = trunc i32 %v176 to i16
  %v178 = bitcast i16 %v177 to half
  %v179 = fpext half %v178 to float
  %v180 = extractelement <4 x i32> %v152, i32 3
  %v181 = trunc i32 %v180 to i16
  %v182 = bitcast i16 %v181 to half
  %v183 = fpext half %v182 to float
  %v184 = extractelement <4 x i32> %v152, i32 3
  %v185 = lshr i32 %v184, 16
  %v186 = trunc i32 %v185 to i16
  %v187 = bitcast i16 %v186 to half
  %v188 = fpext half %v187 to float
  br label %ld_next5
ld_next5:
  %v189 = phi float [ %v156, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v190 = phi float [ %v161, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v191 = phi float [ %v165, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v192 = phi float [ %v170, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v193 = phi float [ %v174, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v194 = phi float [ %v179, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v195 = phi float [ %v183, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v196 = phi float [ %v188, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v197 = mul i64 32, %v42
  %v198 = add i64 %v54, %v197
  %v199 = add i64 %v41, 32
  %v200 = icmp ult i64 %v199, %v43
  %v201 = icmp ult i64 %v52, %v53
  %v202 = and i1 %v200, %v201
  %v203 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v198
  %v204 = bitcast half addrspace(1)* %v203 to <4 x i32> addrspace(1)*
  br i1 %v202, label %ld6, label %ld_next7
ld6:
  %v205 = load <4 x i32>, <4 x i32> addrspace(1)* %v204, align 16
  %v206 = extractelement <4 x i32> %v205, i32 0
  %v207 = trunc i32 %v206 to i16
  %v208 = bitcast i16 %v207 to half
  %v209 = fpext half %v208 to float
  %v210 = extractelement <4 x i32> %v205, i32 0
  %v211 = lshr i32 %v210, 16
  %v212 = trunc i32 %v211 to i16
  %v213 = bitcast i16 %v212 to half
  %v214 = fpext half %v213 to float
  %v215 = extractelement <4 x i32> %v205, i32 1
  %v216 = trunc i32 %v215 to i16
  %v217 = bitcast i16 %v216 to half
  %v218 = fpext half %v217 to float
  %v219 = extractelement <4 x i32> %v205, i32 1
  %v220 = lshr i32 %v219, 16
  %v221 = trunc i32 %v220 to i16
  %v222 = bitcast i16 %v221 to half
  %v223 = fpext half %v222 to float
  %v224 = extractelement <4 x i32> %v205, i32 2
  %v225 = trunc i32 %v224 to i16
  %v226 = bitcast i16 %v225 to half
  %v227 = fpext half %v226 to float
  %v228 = extractelement <4 x i32> %v205, i32 2
  %v229 = lshr i32 %v228, 16
  %v230 = trunc i32 %v229 to i16
  %v231 = bitcast i16 %v230 to half
  %v232 = fpext half %v231 to float
  %v233 = extractelement <4 x i32> %v205, i32 3
  %v234 = trunc i32 %v233 to i16
  %v235 = bitcast i16 %v234 to half
  %v236 = fpext half %v235 to float
  %v237 = extractelement <4 x i32> %v205, i32 3
  %v238 = lshr i32 %v237, 16
  %v239 = trunc i32 %v238 to i16
  %v240 = bitcast i16 %v239 to half
  %v241 = fpext half %v240 to float
  br label %ld_next7
ld_next7:
  %v242 = phi float [ %v209, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v243 = phi float [ %v214, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v244 = phi float [ %v218, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v245 = phi float [ %v223, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v246 = phi float [ %v227, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v247 = phi float [ %v232, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v248 = phi float [ %v236, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v249 = phi float [ %v241, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  br label %ld_done3
st_full8:
  %v320 = icmp ult i64 %v301, %v303
  %v321 = icmp ult i64 %v312, %v313
  %v322 = and i1 %v320, %v321
  %v323 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v314
  %v324 = fptrunc float %v250 to half
  store half %v324, half addrspace(1)* %v323, align 2
  %v325 = icmp ult i64 %v301, %v303
  %v326 = add i64 %v314, 1
  %v327 = add i64 %v312, 1
  %v328 = icmp ult i64 %v327, %v313
  %v329 = and i1 %v325, %v328
  %v330 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v326
  %v331 = fptrunc float %v251 to half
  store half %v331, half addrspace(1)* %v330, align 2
  %v332 = icmp ult i64 %v301, %v303
  %v333 = add i64 %v314, 2
  %v334 = add i64 %v312, 2
  %v335 = icmp ult i64 %v334, %v313
  %v336 = and i1 %v332, %v335
  %v337 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v333
  %v338 = fptrunc float %v252 to half
  store half %v338, half addrspace(1)* %v337, align 2
  %v339 = icmp ult i64 %v301, %v303
  %v340 = add i64 %v314, 3
  %v341 = add i64 %v312, 3
  %v342 = icmp ult i64 %v341, %v313
  %v343 = and i1 %v339, %v342
  %v344 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v340
  %v345 = fptrunc float %v253 to half
  store half %v345, half addrspace(1)* %v344, align 2
  %v346 = icmp ult i64 %v301, %v303
  %v347 = add i64 %v314, 4
  %v348 = add i64 %v312, 4
  %v349 = icmp ult i64 %v348, %v313
  %v350 = and i1 %v346, %v349
  %v351 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v347
  %v352 = fptrunc float %v254 to half
  store half %v352, half addrspace(1)* %v351, align 2
  %v353 = icmp ult i64 %v301, %v303
  %v354 = add i64 %v314, 5
  %v355 = add i64 %v312, 5
  %v356 = icmp ult i64 %v355, %v313
  %v357 = and i1 %v353, %v356
  %v358 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v354
  %v359 = fptrunc float %v255 to half
  store half %v359, half addrspace(1)* %v358, align 2
  %v360 = icmp ult i64 %v301, %v303
  %v361 = add i64 %v314, 6
  %v362 = add i64 %v312, 6
  %v363 = icmp ult i64 %v362, %v313
  %v364 = and i1 %v360, %v363
  %v365 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v361
  %v366 = fptrunc float %v256 to half
  store half %v366, half addrspace(1)* %v365, align 2
  %v367 = icmp ult i64 %v301, %v303
  %v368 = add i64 %v314, 7
  %v369 = add i64 %v312, 7
  %v370 = icmp ult i64 %v369, %v313
  %v371 = and i1 %v367, %v370
  %v372 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v368
  %v373 = fptrunc float %v257 to half
  store half %v373, half addrspace(1)* %v372, align 2
  %v374 = mul i64 32, %v302
  %v375 = add i64 %v314, %v374
  %v376 = add i64 %v301, 32
  %v377 = icmp ult i64 %v376, %v303
  %v378 = icmp ult i64 %v312, %v313
  %v379 = and i1 %v377, %v378
  %v380 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v375
  %v381 = fptrunc float %v258 to half
  store half %v381, half addrspace(1)* %v380, align 2
  %v382 = mul i64 32, %v302
  %v383 = add i64 %v314, %v382
  %v384 = add i64 %v301, 32
  %v385 = icmp ult i64 %v384, %v303
  %v386 = add i64 %v383, 1
  %v387 = add i64 %v312, 1
  %v388 = icmp ult i64 %v387, %v313
  %v389 = and i1 %v385, %v388
  %v390 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v386
  %v391 = fptrunc float %v259 to half
  store half %v391, half addrspace(1)* %v390, align 2
  %v392 = mul i64 32, %v302
  %v393 = add i64 %v314, %v392
  %v394 = add i64 %v301, 32
  %v395 = icmp ult i64 %v394, %v303
  %v396 = add i64 %v393, 2
  %v397 = add i64 %v312, 2
  %v398 = icmp ult i64 %v397, %v313
  %v399 = and i1 %v395, %v398
  %v400 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v396
  %v401 = fptrunc float %v260 to half
  store half %v401, half addrspace(1)* %v400, align 2
  %v402 = mul i64 32, %v302
  %v403 = add i64 %v314, %v402
  %v404 = add i64 %v301, 32
  %v405 = icmp ult i64 %v404, %v303
  %v406 = add i64 %v403, 3
  %v407 = add i64 %v312, 3
  %v408 = icmp ult i64 %v407, %v313
  %v409 = and i1 %v405, %v408
  %v410 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v406
  %v411 = fptrunc float %v261 to half
  store half %v411, half addrspace(1)* %v410, align 2
  %v412 = mul i64 32, %v302
  %v413 = add i64 %v314, %v412
  %v414 = add i64 %v301, 32
  %v415 = icmp ult i64 %v414, %v303
  %v416 = add i64 %v413, 4
  %v417 = add i64 %v312, 4
  %v418 = icmp ult i64 %v417, %v313
  %v419 = and i1 %v415, %v418
  %v420 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v416
  %v421 = fptrunc float %v262 to half
  store half %v421, half addrspace(1)* %v420, align 2
  %v422 = mul i64 32, %v302
  %v423 = add i64 %v314, %v422
  %v424 = add i64 %v301, 32
  %v425 = icmp ult i64 %v424, %v303
  %v426 = add i64 %v423, 5
  %v427 = add i64 %v312, 5
  %v428 = icmp ult i64 %v427, %v313
  %v429 = and i1 %v425, %v428
  %v430 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v426
  %v431 = fptrunc float %v263 to half
  store half %v431, half addrspace(1)* %v430, align 2
  %v432 = mul i64 32, %v302
  %v433 = add i64 %v314, %v432
  %v434 = add i64 %v301, 32
  %v435 = icmp ult i64 %v434, %v303
  %v436 = add i64 %v433, 6
  %v437 = add i64 %v312, 6
  %v438 = icmp ult i64 %v437, %v313
  %v439 = and i1 %v435, %v438
  %v440 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  %v441 = fptrunc float %v264 to half
  store half %v441, half addrspace(1)* %v440, align 2
  %v442 = mul i64 32, %v302
  %v443 = add i64 %v314, %v442
  %v444 = add i64 %v301, 32
  %v445 = icmp ult i64 %v444, %v303
  %v446 = add i64 %v443, 7
  %v447 = add i64 %v312, 7
  %v448 = icmp ult i64 %v447, %v313
  %v449 = and i1 %v445, %v448
  %v450 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v446
  %v451 = fptrunc float %v265 to half
  store half %v451, half addrspace(1)* %v450, align 2
  br label %st_done10
st_edge9:
  %v452 = icmp ult i64 %v301, %v303
  %v453 = icmp ult i64 %v312, %v313
  %v454 = and i1 %v452, %v453
  %v455 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v314
  br i1 %v454, label %st11, label %join12
st_done10:
  ret void
st11:
  %v456 = fptrunc float %v250 to half
  store half %v456, half addrspace(1)* %v455, align 2
  br label %join12
join12:
  %v457 = icmp ult i64 %v301, %v303
  %v458 = add i64 %v314, 1
  %v459 = add i64 %v312, 1
  %v460 = icmp ult i64 %v459, %v313
  %v461 = and i1 %v457, %v460
  %v462 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v458
  br i1 %v461, label %st13, label %join14
st13:
  %v463 = fptrunc float %v251 to half
  store half %v463, half addrspace(1)* %v462, align 2
  br label %join14
join14:
  %v464 = icmp ult i64 %v301, %v303
  %v465 = add i64 %v314, 2
  %v466 = add i64 %v312, 2
  %v467 = icmp ult i64 %v466, %v313
  %v468 = and i1 %v464, %v467
  %v469 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v465
  br i1 %v468, label %st15, label %join16
st15:
  %v470 = fptrunc float %v252 to half
  store half %v470, half addrspace(1)* %v469, align 2
  br label %join16
join16:
  %v471 = icmp ult i64 %v301, %v303
  %v472 = add i64 %v314, 3
  %v473 = add i64 %v312, 3
  %v474 = icmp ult i64 %v473, %v313
  %v475 = and i1 %v471, %v474
  %v476 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v472
  br i1 %v475, label %st17, label %join18
st17:
  %v477 = fptrunc float %v253 to half
  store half %v477, half addrspace(1)* %v476, align 2
  br label %join18
join18:
  %v478 = icmp ult i64 %v301, %v303
  %v479 = add i64 %v314, 4
  %v480 = add i64 %v312, 4
  %v481 = icmp ult i64 %v480, %v313
  %v482 = and i1 %v478, %v481
  %v483 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v479
  br i1 %v482, label %st19, label %join20
st19:
  %v484 = fptrunc float %v254 to half
  store half %v484, half addrspace(1)* %v483, align 2
  br label %join20
join20:
  %v485 = icmp ult i64 %v301, %v303
  %v486 = add i64 %v314, 5
  %v487 = add i64 %v312, 5
  %v488 = icmp ult i64 %v487, %v313
  %v489 = and i1 %v485, %v488
  %v490 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v486
  br i1 %v489, label %st21, label %join22
st21:
  %v491 = fptrunc float %v255 to half
  store half %v491, half addrspace(1)* %v490, align 2
  br label %join22
join22:
  %v492 = icmp ult i64 %v301, %v303
  %v493 = add i64 %v314, 6
  %v494 = add i64 %v312, 6
  %v495 = icmp ult i64 %v494, %v313
  %v496 = and i1 %v492, %v495
  %v497 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v493
  br i1 %v496, label %st23, label %join24
st23:
  %v498 = fptrunc float %v256 to half
  store half %v498, half addrspace(1)* %v497, align 2
  br label %join24
join24:
  %v499 = icmp ult i64 %v301, %v303
  %v500 = add i64 %v314, 7
  %v501 = add i64 %v312, 7
  %v502 = icmp ult i64 %v501, %v313
  %v503 = and i1 %v499, %v502
  %v504 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v500
  br i1 %v503, label %st25, label %join26
st25:
  %v505 = fptrunc float %v257 to half
  store half %v505, half addrspace(1)* %v504, align 2
  br label %join26
join26:
  %v506 = mul i64 32, %v302
  %v507 = add i64 %v314, %v506
  %v508 = add i64 %v301, 32
  %v509 = icmp ult i64 %v508, %v303
  %v510 = icmp ult i64 %v312, %v313
  %v511 = and i1 %v509, %v510
  %v512 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v507
  br i1 %v511, label %st27, label %join28
st27:
  %v513 = fptrunc float %v258 to half
  store half %v513, half addrspace(1)* %v512, align 2
  br label %join28
join28:
  %v514 = mul i64 32, %v302
  %v515 = add i64 %v314, %v514
  %v516 = add i64 %v301, 32
  %v517 = icmp ult i64 %v516, %v303
  %v518 = add i64 %v515, 1
  %v519 = add i64 %v312, 1
  %v520 = icmp ult i64 %v519, %v313
  %v521 = and i1 %v517, %v520
  %v522 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v518
  br i1 %v521, label %st29, label %join30
st29:
  %v523 = fptrunc float %v259 to half
  store half %v523, half addrspace(1)* %v522, align 2
  br label %join30
join30:
  %v524 = mul i64 32, %v302
  %v525 = add i64 %v314, %v524
  %v526 = add i64 %v301, 32
  %v527 = icmp ult i64 %v526, %v303
  %v528 = add i64 %v525, 2
  %v529 = add i64 %v312, 2
  %v530 = icmp ult i64 %v529, %v313
  %v531 = and i1 %v527, %v530
  %v532 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v528
  br i1 %v531, label %st31, label %join32
st31:
  %v533 = fptrunc float %v260 to half
  store half %v533, half addrspace(1)* %v532, align 2
  br label %join32
join32:
  %v534 = mul i64 32, %v302
  %v535 = add i64 %v314, %v534
  %v536 = add i64 %v301, 32
  %v537 = icmp ult i64 %v536, %v303
  %v538 = add i64 %v535, 3
  %v539 = add i64 %v312, 3
  %v540 = icmp ult i64 %v539, %v313
  %v541 = and i1 %v537, %v540
  %v542 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v538
  br i1 %v541, label %st33, label %join34
st33:
  %v543 = fptrunc float %v261 to half
  store half %v543, half addrspace(1)* %v542, align 2
  br label %join34
join34:
  %v544 = mul i64 32, %v302
  %v545 = add i64 %v314, %v544
  %v546 = add i64 %v301, 32
  %v547 = icmp ult i64 %v546, %v303
  %v548 = add i64 %v545, 4
  %v549 = add i64 %v312, 4
  %v550 = icmp ult i64 %v549, %v313
  %v551 = and i1 %v547, %v550
  %v552 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v548
  br i1 %v551, label %st35, label %join36
st35:
  %v553 = fptrunc float %v262 to half
  store half %v553, half addrspace(1)* %v552, align 2
  br label %join36
join36:
  %v554 = mul i64 32, %v302
  %v555 = add i64 %v314, %v554
  %v556 = add i64 %v301, 32
  %v557 = icmp ult i64 %v556, %v303
  %v558 = add i64 %v555, 5
  %v559 = add i64 %v312, 5
  %v560 = icmp ult i64 %v559, %v313
  %v561 = and i1 %v557, %v560
  %v562 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v558
  br i1 %v561, label %st37, label %join38
st37:
  %v563 = fptrunc float %v263 to half
  store half %v563, half addrspace(1)* %v562, align 2
  br label %join38
join38:
  %v564 = mul i64 32, %v302
  %v565 = add i64 %v314, %v564
  %v566 = add i64 %v301, 32
  %v567 = icmp ult i64 %v566, %v303
  %v568 = add i64 %v565, 6
  %v569 = add i64 %v312, 6
  %v570 = icmp ult i64 %v569, %v313
  %v571 = and i1 %v567, %v570
  %v572 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v568
  br i1 %v571, label %st39, label %join40
st39:
  %v573 = fptrunc float %v264 to half
  store half %v573, half addrspace(1)* %v572, align 2
  br label %join40
join40:
  %v574 = mul i64 32, %v302
  %v575 = add i64 %v314, %v574
  %v576 = add i64 %v301, 32
  %v577 = icmp ult i64 %v576, %v303
  %v578 = add i64 %v575, 7
  %v579 = add i64 %v312, 7
  %v580 = icmp ult i64 %v579, %v313
  %v581 = and i1 %v577, %v580
  %v582 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v578
  br i1 %v581, label %st41, label %join42
st41:
  %v583 = fptrunc float %v265 to half
  store half %v583, half addrspace(1)* %v582, align 2
  br label %join42
join42:
  br label %st_done10
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 6
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 7
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 8
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 9
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v54
  %v64 = load float, float addrspace(1)* %v63, align 4
  %v65 = icmp ult i64 %v41, %v43
  %v66 = add i64 %v54, 1
  %v67 = add i64 %v52, 1
  %v68 = icmp ult i64 %v67, %v53
  %v69 = and i1 %v65, %v68
  %v70 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v66
  %v71 = load float, float addrspace(1)* %v70, align 4
  %v72 = icmp ult i64 %v41, %v43
  %v73 = add i64 %v54, 2
  %v74 = add i64 %v52, 2
  %v75 = icmp ult i64 %v74, %v53
  %v76 = and i1 %v72, %v75
  %v77 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v73
  %v78 = load float, float addrspace(1)* %v77, align 4
  %v79 = icmp ult i64 %v41, %v43
  %v80 = add i64 %v54, 3
  %v81 = add i64 %v52, 3
  %v82 = icmp ult i64 %v81, %v53
  %v83 = and i1 %v79, %v82
  %v84 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v85 = load float, float addrspace(1)* %v84, align 4
  %v86 = mul i64 16, %v42
  %v87 = add i64 %v54, %v86
  %v88 = add i64 %v41, 16
  %v89 = icmp ult i64 %v88, %v43
  %v90 = icmp ult i64 %v52, %v53
  %v91 = and i1 %v89, %v90
  %v92 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v87
  %v93 = load float, float addrspace(1)* %v92, align 4
  %v94 = mul i64 16, %v42
  %v95 = add i64 %v54, %v94
  %v96 = add i64 %v41, 16
  %v97 = icmp ult i64 %v96, %v43
  %v98 = add i64 %v95, 1
  %v99 = add i64 %v52, 1
  %v100 = icmp ult i64 %v99, %v53
  %v101 = and i1 %v97, %v100
  %v102 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v98
  %v103 = load float, float addrspace(1)* %v102, align 4
  %v104 = mul i64 16, %v42
  %v105 = add i64 %v54, %v104
  %v106 = add i64 %v41, 16
  %v107 = icmp ult i64 %v106, %v43
  %v108 = add i64 %v105, 2
  %v109 = add i64 %v52, 2
  %v110 = icmp ult i64 %v109, %v53
  %v111 = and i1 %v107, %v110
  %v112 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v108
  %v113 = load float, float addrspace(1)* %v112, align 4
  %v114 = mul i64 16, %v42
  %v115 = add i64 %v54, %v114
  %v116 = add i64 %v41, 16
  %v117 = icmp ult i64 %v116, %v43
  %v118 = add i64 %v115, 3
  %v119 = add i64 %v52, 3
  %v120 = icmp ult i64 %v119, %v53
  %v121 = and i1 %v117, %v120
  %v122 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v118
  %v123 = load float, float addrspace(1)* %v122, align 4
  %v124 = mul i64 32, %v42
  %v125 = add i64 %v54, %v124
  %v126 = add i64 %v41, 32
  %v127 = icmp ult i64 %v126, %v43
  %v128 = icmp ult i64 %v52, %v53
  %v129 = and i1 %v127, %v128
  %v130 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v125
  %v131 = load float, float addrspace(1)* %v130, align 4
  %v132 = mul i64 32, %v42
  %v133 = add i64 %v54, %v132
  %v134 = add i64 %v41, 32
  %v135 = icmp ult i64 %v134, %v43
  %v136 = add i64 %v133, 1
  %v137 = add i64 %v52, 1
  %v138 = icmp ult i64 %v137, %v53
  %v139 = and i1 %v135, %v138
  %v140 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v136
  %v141 = load float, float addrspace(1)* %v140, align 4
  %v142 = mul i64 32, %v42
  %v143 = add i64 %v54, %v142
  %v144 = add i64 %v41, 32
  %v145 = icmp ult i64 %v144, %v43
  %v146 = add i64 %v143, 2
  %v147 = add i64 %v52, 2
  %v148 = icmp ult i64 %v147, %v53
  %v149 = and i1 %v145, %v148
  %v150 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v146
  %v151 = load float, float addrspace(1)* %v150, align 4
  %v152 = mul i64 32, %v42
  %v153 = add i64 %v54, %v152
  %v154 = add i64 %v41, 32
  %v155 = icmp ult i64 %v154, %v43
  %v156 = add i64 %v153, 3
  %v157 = add i64 %v52, 3
  %v158 = icmp ult i64 %v157, %v53
  %v159 = and i1 %v155, %v158
  %v160 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v156
  %v161 = load float, float addrspace(1)* %v160, align 4
  %v162 = mul i64 48, %v42
  %v163 = add i64 %v54, %v162
  %v164 = add i64 %v41, 48
  %v165 = icmp ult i64 %v164, %v43
  %v166 = icmp ult i64 %v52, %v53
  %v167 = and i1 %v165, %v166
  %v168 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v163
  %v169 = load float, float addrspace(1)* %v168, align 4
  %v170 = mul i64 48, %v42
  %v171 = add i64 %v54, %v170
  %v172 = add i64 %v41, 48
  %v173 = icmp ult i64 %v172, %v43
  %v174 = add i64 %v171, 1
  %v175 = add i64 %v52, 1
  %v176 = icmp ult i64 %v175, %v53
  %v177 = and i1 %v173, %v176
  %v178 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v174
  %v179 = load float, float addrspace(1)* %v178, align 4
  %v180 = mul i64 48, %v42
  %v181 = add i64 %v54, %v180
  %v182 = add i64 %v41, 48
  %v183 = icmp ult i64 %v182, %v43
  %v184 = add i64 %v181, 2
  %v185 = add i64 %v52, 2
  %v186 = icmp ult i64 %v185, %v53
  %v187 = and i1 %v183, %v186
  %v188 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v184
  %v189 = load float, float addrspace(1)* %v188, align 4
  %v190 = mul i64 48, %v42
  %v191 = add i64 %v54, %v190
  %v192 = add i64 %v41, 48
  %v193 = icmp ult i64 %v192, %v43
  %v194 = add i64 %v191, 3
  %v195 = add i64 %v52, 3
  %v196 = icmp ult i64 %v195, %v53
  %v197 = and i1 %v193, %v196
  %v198 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v194
  %v199 = load float, float addrspace(1)* %v198, align 4
  br label %ld_done3
ld_edge2:
  %v200 = icmp ult i64 %v41, %v43
  %v201 = icmp ult i64 %v52, %v53
  %v202 = and i1 %v200, %v201
  %v203 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v54
  br i1 %v202, label %ld4, label %ld_next5
ld_done3:
  %v356 = phi float [ %v64, %ld_full1 ], [ %v205, %ld_next35 ]
  %v357 = phi float [ %v71, %ld_full1 ], [ %v213, %ld_next35 ]
  %v358 = phi float [ %v78, %ld_full1 ], [ %v221, %ld_next35 ]
  %v359 = phi float [ %v85, %ld_full1 ], [ %v229, %ld_next35 ]
  %v360 = phi float [ %v93, %ld_full1 ], [ %v238, %ld_next35 ]
  %v361 = phi float [ %v103, %ld_full1 ], [ %v249, %ld_next35 ]
  %v362 = phi float [ %v113, %ld_full1 ], [ %v260, %ld_next35 ]
  %v363 = phi float [ %v123, %ld_full1 ], [ %v271, %ld_next35 ]
  %v364 = phi float [ %v131, %ld_full1 ], [ %v280, %ld_next35 ]
  %v365 = phi float [ %v141, %ld_full1 ], [ %v291, %ld_next35 ]
  %v366 = phi float [ %v151, %ld_full1 ], [ %v302, %ld_next35 ]
  %v367 = phi float [ %v161, %ld_full1 ], [ %v313, %ld_next35 ]
  %v368 = phi float [ %v169, %ld_full1 ], [ %v322, %ld_next35 ]
  %v369 = phi float [ %v179, %ld_full1 ], [ %v333, %ld_next35 ]
  %v370 = phi float [ %v189, %ld_full1 ], [ %v344, %ld_next35 ]
  %v371 = phi float [ %v199, %ld_full1 ], [ %v355, %ld_next35 ]
  %v372 = and i32 %v2, 1
  %v373 = shl i32 %v372, 2
  %v374 = lshr i32 %v2, 1
  %v375 = and i32 %v374, 1
  %v376 = shl i32 %v375, 3
  %v377 = or i32 %v373, %v376
  %v378 = lshr i32 %v2, 2
  %v379 = and i32 %v378, 1
  %v380 = shl i32 %v379, 4
  %v381 = or i32 %v377, %v380
  %v382 = lshr i32 %v2, 3
  %v383 = and i32 %v382, 1
  %v384 = shl i32 %v383, 5
  %v385 = or i32 %v381, %v384
  %v386 = lshr i32 %v2, 4
  %v387 = and i32 %v386, 1
  %v388 = shl i32 %v387, 6
  %v389 = or i32 %v385, %v388
  %v390 = and i32 %v3, 1
  %v391 = shl i32 %v390, 7
  %v392 = or i32 %v389, %v391
  %v393 = lshr i32 %v3, 1
  %v394 = and i32 %v393, 1
  %v395 = shl i32 %v394, 8
  %v396 = or i32 %v392, %v395
  %v397 = lshr i32 %v3, 2
  %v398 = and i32 %v397, 1
  %v399 = shl i32 %v398, 9
  %v400 = or i32 %v396, %v399
  %v401 = lshr i32 %v400, 6
  %v402 = and i32 %v401, 63
  %v403 = and i32 %v400, 63
  %v404 = sext i32 %v4 to i64
  %v405 = mul i64 %v404, 64
  %v406 = zext i32 %v402 to i64
  %v407 = add i64 %v405, %v406
  %v408 = sext i32 %p8 to i64
  %v409 = zext i32 %p6 to i64
  %v410 = mul i64 %v407, %v408
  %v411 = add i64 %v405, 64
  %v412 = icmp sle i64 %v411, %v409
  %v413 = icmp sge i64 %v404, 0
  %v414 = and i1 %v412, %v413
  %v415 = sext i32 %v5 to i64
  %v416 = mul i64 %v415, 64
  %v417 = zext i32 %v403 to i64
  %v418 = add i64 %v416, %v417
  %v419 = zext i32 %p7 to i64
  %v420 = add i64 %v410, %v418
  %v421 = add i64 %v416, 64
  %v422 = icmp sle i64 %v421, %v419
  %v423 = icmp sge i64 %v415, 0
  %v424 = and i1 %v422, %v423
  %v425 = and i1 %v414, %v424
  br i1 %v425, label %st_full36, label %st_edge37
ld4:
  %v204 = load float, float addrspace(1)* %v203, align 4
  br label %ld_next5
ld_next5:
  %v205 = phi float [ %v204, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v206 = icmp ult i64 %v41, %v43
  %v207 = add i64 %v54, 1
  %v208 = add i64 %v52, 1
  %v209 = icmp ult i64 %v208, %v53
  %v210 = and i1 %v206, %v209
  %v211 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v207
  br i1 %v210, label %ld6, label %ld_next7
ld6:
  %v212 = load float, float addrspace(1)* %v211, align 4
  br label %ld_next7
ld_next7:
  %v213 = phi float [ %v212, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v214 = icmp ult i64 %v41, %v43
  %v215 = add i64 %v54, 2
  %v216 = add i64 %v52, 2
  %v217 = icmp ult i64 %v216, %v53
  %v218 = and i1 %v214, %v217
  %v219 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v215
  br i1 %v218, label %ld8, label %ld_next9
ld8:
  %v220 = load float, float addrspace(1)* %v219, align 4
  br label %ld_next9
ld_next9:
  %v221 = phi float [ %v220, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v222 = icmp ult i64 %v41, %v43
  %v223 = add i64 %v54, 3
  %v224 = add i64 %v52, 3
  %v225 = icmp ult i64 %v224, %v53
  %v226 = and i1 %v222, %v225
  %v227 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v223
  br i1 %v226, label %ld10, label %ld_next11
ld10:
  %v228 = load float, float addrspace(1)* %v227, align 4
  br label %ld_next11
ld_next11:
  %v229 = phi float [ %v228, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v230 = mul i64 16, %v42
  %v231 = add i64 %v54, %v230
  %v232 = add i64 %v41, 16
  %v233 = icmp ult i64 %v232, %v43
  %v234 = icmp ult i64 %v52, %v53
  %v235 = and i1 %v233, %v234
  %v236 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v231
  br i1 %v235, label %ld12, label %ld_next13
ld12:
  %v237 = load float, float addrspace(1)* %v236, align 4
  br label %ld_next13
ld_next13:
  %v238 = phi float [ %v237, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v239 = mul i64 16, %v42
  %v240 = add i64 %v54, %v239
  %v241 = add i64 %v41, 16
  %v242 = icmp ult i64 %v241, %v43
  %v243 = add i64 %v240, 1
  %v244 = add i64 %v52, 1
  %v245 = icmp ult i64 %v244, %v53
  %v246 = and i1 %v242, %v245
  %v247 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v243
  br i1 %v246, label %ld14, label %ld_next15
ld14:
  %v248 = load float, float addrspace(1)* %v247, align 4
  br label %ld_next15
ld_next15:
  %v249 = phi float [ %v248, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v250 = mul i64 16, %v42
  %v251 = add i64 %v54, %v250
  %v252 = add i64 %v41, 16
  %v253 = icmp ult i64 %v252, %v43
  %v254 = add i64 %v251, 2
  %v255 = add i64 %v52, 2
  %v256 = icmp ult i64 %v255, %v53
  %v257 = and i1 %v253, %v256
  %v258 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v254
  br i1 %v257, label %ld16, label %ld_next17
ld16:
  %v259 = load float, float addrspace(1)* %v258, align 4
  br label %ld_next17
ld_next17:
  %v260 = phi float [ %v259, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v261 = mul i64 16, %v42
  %v262 = add i64 %v54, %v261
  %v263 = add i64 %v41, 16
  %v264 = icmp ult i64 %v263, %v43
  %v265 = add i64 %v262, 3
  %v266 = add i64 %v52, 3
  %v267 = icmp ult i64 %v266, %v53
  %v268 = and i1 %v264, %v267
  %v269 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v265
  br i1 %v268, label %ld18, label %ld_next19
ld18:
  %v270 = load float, float addrspace(1)* %v269, align 4
  br label %ld_next19
ld_next19:
  %v271 = phi float [ %v270, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v272 = mul i64 32, %v42
  %v273 = add i64 %v54, %v272
  %v274 = add i64 %v41, 32
  %v275 = icmp ult i64 %v274, %v43
  %v276 = icmp ult i64 %v52, %v53
  %v277 = and i1 %v275, %v276
  %v278 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v273
  br i1 %v277, label %ld20, label %ld_next21
ld20:
  %v279 = load float, float addrspace(1)* %v278, align 4
  br label %ld_next21
ld_next21:
  %v280 = phi float [ %v279, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v281 = mul i64 32, %v42
  %v282 = add i64 %v54, %v281
  %v283 = add i64 %v41, 32
  %v284 = icmp ult i64 %v283, %v43
  %v285 = add i64 %v282, 1
  %v286 = add i64 %v52, 1
  %v287 = icmp ult i64 %v286, %v53
  %v288 = and i1 %v284, %v287
  %v289 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v285
  br i1 %v288, label %ld22, label %ld_next23
ld22:
  %v290 = load float, float addrspace(1)* %v289, align 4
  br label %ld_next23
ld_next23:
  %v291 = phi float [ %v290, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v292 = mul i64 32, %v42
  %v293 = add i64 %v54, %v292
  %v294 = add i64 %v41, 32
  %v295 = icmp ult i64 %v294, %v43
  %v296 = add i64 %v293, 2
  %v297 = add i64 %v52, 2
  %v298 = icmp ult i64 %v297, %v53
  %v299 = and i1 %v295, %v298
  %v300 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v296
  br i1 %v299, label %ld24, label %ld_next25
ld24:
  %v301 = load float, float addrspace(1)* %v300, align 4
  br label %ld_next25
ld_next25:
  %v302 = phi float [ %v301, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v303 = mul i64 32, %v42
  %v304 = add i64 %v54, %v303
  %v305 = add i64 %v41, 32
  %v306 = icmp ult i64 %v305, %v43
  %v307 = add i64 %v304, 3
  %v308 = add i64 %v52, 3
  %v309 = icmp ult i64 %v308, %v53
  %v310 = and i1 %v306, %v309
  %v311 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v307
  br i1 %v310, label %ld26, label %ld_next27
ld26:
  %v312 = load float, float addrspace(1)* %v311, align 4
  br label %ld_next27
ld_next27:
  %v313 = phi float [ %v312, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v314 = mul i64 48, %v42
  %v315 = add i64 %v54, %v314
  %v316 = add i64 %v41, 48
  %v317 = icmp ult i64 %v316, %v43
  %v318 = icmp ult i64 %v52, %v53
  %v319 = and i1 %v317, %v318
  %v320 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v315
  br i1 %v319, label %ld28, label %ld_next29
ld28:
  %v321 = load float, float addrspace(1)* %v320, align 4
  br label %ld_next29
ld_next29:
  %v322 = phi float [ %v321, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v323 = mul i64 48, %v42
  %v324 = add i64 %v54, %v323
  %v325 = add i64 %v41, 48
  %v326 = icmp ult i64 %v325, %v43
  %v327 = add i64 %v324, 1
  %v328 = add i64 %v52, 1
  %v329 = icmp ult i64 %v328, %v53
  %v330 = and i1 %v326, %v329
  %v331 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v327
  br i1 %v330, label %ld30, label %ld_next31
ld30:
  %v332 = load float, float addrspace(1)* %v331, align 4
  br label %ld_next31
ld_next31:
  %v333 = phi float [ %v332, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v334 = mul i64 48, %v42
  %v335 = add i64 %v54, %v334
  %v336 = add i64 %v41, 48
  %v337 = icmp ult i64 %v336, %v43
  %v338 = add i64 %v335, 2
  %v339 = add i64 %v52, 2
  %v340 = icmp ult i64 %v339, %v53
  %v341 = and i1 %v337, %v340
  %v342 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v338
  br i1 %v341, label %ld32, label %ld_next33
ld32:
  %v343 = load float, float addrspace(1)* %v342, align 4
  br label %ld_next33
ld_next33:
  %v344 = phi float [ %v343, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v345 = mul i64 48, %v42
  %v346 = add i64 %v54, %v345
  %v347 = add i64 %v41, 48
  %v348 = icmp ult i64 %v347, %v43
  %v349 = add i64 %v346, 3
  %v350 = add i64 %v52, 3
  %v351 = icmp ult i64 %v350, %v53
  %v352 = and i1 %v348, %v351
  %v353 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v349
  br i1 %v352, label %ld34, label %ld_next35
ld34:
  %v354 = load float, float addrspace(1)* %v353, align 4
  br label %ld_next35
ld_next35:
  %v355 = phi float [ %v354, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  br label %ld_done3
st_full36:
  %v426 = icmp ult i64 %v407, %v409
  %v427 = icmp ult i64 %v418, %v419
  %v428 = and i1 %v426, %v427
  %v429 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v420
  %v430 = insertelement <2 x float> undef, float %v356, i32 0
  %v431 = insertelement <2 x float> %v430, float %v357, i32 1
  %v432 = bitcast float addrspace(1)* %v429 to <2 x float> addrspace(1)*
  store <2 x float> %v431, <2 x float> addrspace(1)* %v432, align 8
  %v433 = icmp ult i64 %v407, %v409
  %v434 = add i64 %v420, 2
  %v435 = add i64 %v418, 2
  %v436 = icmp ult i64 %v435, %v419
  %v437 = and i1 %v433, %v436
  %v438 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v434
  %v439 = insertelement <2 x float> undef, float %v358, i32 0
  %v440 = insertelement <2 x float> %v439, float %v359, i32 1
  %v441 = bitcast float addrspace(1)* %v438 to <2 x float> addrspace(1)*
  store <2 x float> %v440, <2 x float> addrspace(1)* %v441, align 8
  %v442 = mul i64 16, %v408
  %v443 = add i64 %v420, %v442
  %v444 = add i64 %v407, 16
  %v445 = icmp ult i64 %v444, %v409
  %v446 = icmp ult i64 %v418, %v419
  %v447 = and i1 %v445, %v446
  %v448 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v443
  %v449 = insertelement <2 x float> undef, float %v360, i32 0
  %v450 = insertelement <2 x float> %v449, float %v361, i32 1
  %v451 = bitcast float addrspace(1)* %v448 to <2 x float> addrspace(1)*
  store <2 x float> %v450, <2 x float> addrspace(1)* %v451, align 8
  %v452 = mul i64 16, %v408
  %v453 = add i64 %v420, %v452
  %v454 = add i64 %v407, 16
  %v455 = icmp ult i64 %v454, %v409
  %v456 = add i64 %v453, 2
  %v457 = add i64 %v418, 2
  %v458 = icmp ult i64 %v457, %v419
  %v459 = and i1 %v455, %v458
  %v460 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v456
  %v461 = insertelement <2 x float> undef, float %v362, i32 0
  %v462 = insertelement <2 x float> %v461, float %v363, i32 1
  %v463 = bitcast float addrspace(1)* %v460 to <2 x float> addrspace(1)*
  store <2 x float> %v462, <2 x float> addrspace(1)* %v463, align 8
  %v464 = mul i64 32, %v408
  %v465 = add i64 %v420, %v464
  %v466 = add i64 %v407, 32
  %v467 = icmp ult i64 %v466, %v409
  %v468 = icmp ult i64 %v418, %v419
  %v469 = and i1 %v467, %v468
  %v470 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v465
  %v471 = insertelement <2 x float> undef, float %v364, i32 0
  %v472 = insertelement <2 x float> %v471, float %v365, i32 1
  %v473 = bitcast float addrspace(1)* %v470 to <2 x float> addrspace(1)*
  store <2 x float> %v472, <2 x float> addrspace(1)* %v473, align 8
  %v474 = mul i64 32, %v408
  %v475 = add i64 %v420, %v474
  %v476 = add i64 %v407, 32
  %v477 = icmp ult i64 %v476, %v409
  %v478 = add i64 %v475, 2
  %v479 = add i64 %v418, 2
  %v480 = icmp ult i64 %v479, %v419
  %v481 = and i1 %v477, %v480
  %v482 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v478
  %v483 = insertelement <2 x float> undef, float %v366, i32 0
  %v484 = insertelement <2 x float> %v483, float %v367, i32 1
  %v485 = bitcast float addrspace(1)* %v482 to <2 x float> addrspace(1)*
  store <2 x float> %v484, <2 x float> addrspace(1)* %v485, align 8
  %v486 = mul i64 48, %v408
  %v487 = add i64 %v420, %v486
  %v488 = add i64 %v407, 48
  %v489 = icmp ult i64 %v488, %v409
  %v490 = icmp ult i64 %v418, %v419
  %v491 = and i1 %v489, %v490
  %v492 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v487
  %v493 = insertelement <2 x float> undef, float %v368, i32 0
  %v494 = insertelement <2 x float> %v493, float %v369, i32 1
  %v495 = bitcast float addrspace(1)* %v492 to <2 x float> addrspace(1)*
  store <2 x float> %v494, <2 x float> addrspace(1)* %v495, align 8
  %v496 = mul i64 48, %v408
  %v497 = add i64 %v420, %v496
  %v498 = add i64 %v407, 48
  %v499 = icmp ult i64 %v498, %v409
  %v500 = add i64 %v497, 2
  %v501 = add i64 %v418, 2
  %v502 = icmp ult i64 %v501, %v419
  %v503 = and i1 %v499, %v502
  %v504 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v500
  %v505 = insertelement <2 x float> undef, float %v370, i32 0
  %v506 = insertelement <2 x float> %v505, float %v371, i32 1
  %v507 = bitcast float addrspace(1)* %v504 to <2 x float> addrspace(1)*
  store <2 x float> %v506, <2 x float> addrspace(1)* %v507, align 8
  br label %st_done38
st_edge37:
  %v508 = icmp ult i64 %v407, %v409
  %v509 = icmp ult i64 %v418, %v419
  %v510 = and i1 %v508, %v509
  %v511 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v420
  br i1 %v510, label %st39, label %join40
st_done38:
  ret void
st39:
  %v512 = insertelement <2 x float> undef, float %v356, i32 0
  %v513 = insertelement <2 x float> %v512, float %v357, i32 1
  %v514 = bitcast float addrspace(1)* %v511 to <2 x float> addrspace(1)*
  store <2 x float> %v513, <2 x float> addrspace(1)* %v514, align 8
  br label %join40
join40:
  %v515 = icmp ult i64 %v407, %v409
  %v516 = add i64 %v420, 2
  %v517 = add i64 %v418, 2
  %v518 = icmp ult i64 %v517, %v419
  %v519 = and i1 %v515, %v518
  %v520 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v516
  br i1 %v519, label %st41, label %join42
st41:
  %v521 = insertelement <2 x float> undef, float %v358, i32 0
  %v522 = insertelement <2 x float> %v521, float %v359, i32 1
  %v523 = bitcast float addrspace(1)* %v520 to <2 x float> addrspace(1)*
  store <2 x float> %v522, <2 x float> addrspace(1)* %v523, align 8
  br label %join42
join42:
  %v524 = mul i64 16, %v408
  %v525 = add i64 %v420, %v524
  %v526 = add i64 %v407, 16
  %v527 = icmp ult i64 %v526, %v409
  %v528 = icmp ult i64 %v418, %v419
  %v529 = and i1 %v527, %v528
  %v530 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v525
  br i1 %v529, label %st43, label %join44
st43:
  %v531 = insertelement <2 x float> undef, float %v360, i32 0
  %v532 = insertelement <2 x float> %v531, float %v361, i32 1
  %v533 = bitcast float addrspace(1)* %v530 to <2 x float> addrspace(1)*
  store <2 x float> %v532, <2 x float> addrspace(1)* %v533, align 8
  br label %join44
join44:
  %v534 = mul i64 16, %v408
  %v535 = add i64 %v420, %v534
  %v536 = add i64 %v407, 16
  %v537 = icmp ult i64 %v536, %v409
  %v538 = add i64 %v535, 2
  %v539 = add i64 %v418, 2
  %v540 = icmp ult i64 %v539, %v419
  %v541 = and i1 %v537, %v540
  %v542 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v538
  br i1 %v541, label %st45, label %join46
st45:
  %v543 = insertelement <2 x float> undef, float %v362, i32 0
  %v544 = insertelement <2 x float> %v543, float %v363, i32 1
  %v545 = bitcast float addrspace(1)* %v542 to <2 x float> addrspace(1)*
  store <2 x float> %v544, <2 x float> addrspace(1)* %v545, align 8
  br label %join46
join46:
  %v546 = mul i64 32, %v408
  %v547 = add i64 %v420, %v546
  %v548 = add i64 %v407, 32
  %v549 = icmp ult i64 %v548, %v409
  %v550 = icmp ult i64 %v418, %v419
  %v551 = and i1 %v549, %v550
  %v552 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v547
  br i1 %v551, label %st47, label %join48
st47:
  %v553 = insertelement <2 x float> undef, float %v364, i32 0
  %v554 = insertelement <2 x float> %v553, float %v365, i32 1
  %v555 = bitcast float addrspace(1)* %v552 to <2 x float> addrspace(1)*
  store <2 x float> %v554, <2 x float> addrspace(1)* %v555, align 8
  br label %join48
join48:
  %v556 = mul i64 32, %v408
  %v557 = add i64 %v420, %v556
  %v558 = add i64 %v407, 32
  %v559 = icmp ult i64 %v558, %v409
  %v560 = add i64 %v557, 2
  %v561 = add i64 %v418, 2
  %v562 = icmp ult i64 %v561, %v419
  %v563 = and i1 %v559, %v562
  %v564 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v560
  br i1 %v563, label %st49, label %join50
st49:
  %v565 = insertelement <2 x float> undef, float %v366, i32 0
  %v566 = insertelement <2 x float> %v565, float %v367, i32 1
  %v567 = bitcast float addrspace(1)* %v564 to <2 x float> addrspace(1)*
  store <2 x float> %v566, <2 x float> addrspace(1)* %v567, align 8
  br label %join50
join50:
  %v568 = mul i64 48, %v408
  %v569 = add i64 %v420, %v568
  %v570 = add i64 %v407, 48
  %v571 = icmp ult i64 %v570, %v409
  %v572 = icmp ult i64 %v418, %v419
  %v573 = and i1 %v571, %v572
  %v574 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v569
  br i1 %v573, label %st51, label %join52
st51:
  %v575 = insertelement <2 x float> undef, float %v368, i32 0
  %v576 = insertelement <2 x float> %v575, float %v369, i32 1
  %v577 = bitcast float addrspace(1)* %v574 to <2 x float> addrspace(1)*
  store <2 x float> %v576, <2 x float> addrspace(1)* %v577, align 8
  br label %join52
join52:
  %v578 = mul i64 48, %v408
  %v579 = add i64 %v420, %v578
  %v580 = add i64 %v407, 48
  %v581 = icmp ult i64 %v580, %v409
  %v582 = add i64 %v579, 2
  %v583 = add i64 %v418, 2
  %v584 = icmp ult i64 %v583, %v419
  %v585 = and i1 %v581, %v584
  %v586 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v582
  br i1 %v585, label %st53, label %join54
st53:
  %v587 = insertelement <2 x float> undef, float %v370, i32 0
  %v588 = insertelement <2 x float> %v587, float %v371, i32 1
  %v589 = bitcast float addrspace(1)* %v586 to <2 x float> addrspace(1)*
  store <2 x float> %v588, <2 x float> addrspace(1)* %v589, align 8
  br label %join54
join54:
  br label %st_done38
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel copy_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @copy_2d(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 6
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 7
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 8
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 9
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 10
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  %v64 = load half, half addrspace(1)* %v63, align 2
  %v65 = fpext half %v64 to float
  %v66 = icmp ult i64 %v41, %v43
  %v67 = add i64 %v54, 1
  %v68 = add i64 %v52, 1
  %v69 = icmp ult i64 %v68, %v53
  %v70 = and i1 %v66, %v69
  %v71 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v67
  %v72 = load half, half addrspace(1)* %v71, align 2
  %v73 = fpext half %v72 to float
  %v74 = icmp ult i64 %v41, %v43
  %v75 = add i64 %v54, 2
  %v76 = add i64 %v52, 2
  %v77 = icmp ult i64 %v76, %v53
  %v78 = and i1 %v74, %v77
  %v79 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v75
  %v80 = load half, half addrspace(1)* %v79, align 2
  %v81 = fpext half %v80 to float
  %v82 = icmp ult i64 %v41, %v43
  %v83 = add i64 %v54, 3
  %v84 = add i64 %v52, 3
  %v85 = icmp ult i64 %v84, %v53
  %v86 = and i1 %v82, %v85
  %v87 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v83
  %v88 = load half, half addrspace(1)* %v87, align 2
  %v89 = fpext half %v88 to float
  %v90 = icmp ult i64 %v41, %v43
  %v91 = add i64 %v54, 4
  %v92 = add i64 %v52, 4
  %v93 = icmp ult i64 %v92, %v53
  %v94 = and i1 %v90, %v93
  %v95 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v91
  %v96 = load half, half addrspace(1)* %v95, align 2
  %v97 = fpext half %v96 to float
  %v98 = icmp ult i64 %v41, %v43
  %v99 = add i64 %v54, 5
  %v100 = add i64 %v52, 5
  %v101 = icmp ult i64 %v100, %v53
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v99
  %v104 = load half, half addrspace(1)* %v103, align 2
  %v105 = fpext half %v104 to float
  %v106 = icmp ult i64 %v41, %v43
  %v107 = add i64 %v54, 6
  %v108 = add i64 %v52, 6
  %v109 = icmp ult i64 %v108, %v53
  %v110 = and i1 %v106, %v109
  %v111 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v107
  %v112 = load half, half addrspace(1)* %v111, align 2
  %v113 = fpext half %v112 to float
  %v114 = icmp ult i64 %v41, %v43
  %v115 = add i64 %v54, 7
  %v116 = add i64 %v52, 7
  %v117 = icmp ult i64 %v116, %v53
  %v118 = and i1 %v114, %v117
  %v119 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v115
  %v120 = load half, half addrspace(1)* %v119, align 2
  %v121 = fpext half %v120 to float
  %v122 = mul i64 32, %v42
  %v123 = add i64 %v54, %v122
  %v124 = add i64 %v41, 32
  %v125 = icmp ult i64 %v124, %v43
  %v126 = icmp ult i64 %v52, %v53
  %v127 = and i1 %v125, %v126
  %v128 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v123
  %v129 = load half, half addrspace(1)* %v128, align 2
  %v130 = fpext half %v129 to float
  %v131 = mul i64 32, %v42
  %v132 = add i64 %v54, %v131
  %v133 = add i64 %v41, 32
  %v134 = icmp ult i64 %v133, %v43
  %v135 = add i64 %v132, 1
  %v136 = add i64 %v52, 1
  %v137 = icmp ult i64 %v136, %v53
  %v138 = and i1 %v134, %v137
  %v139 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v135
  %v140 = load half, half addrspace(1)* %v139, align 2
  %v141 = fpext half %v140 to float
  %v142 = mul i64 32, %v42
  %v143 = add i64 %v54, %v142
  %v144 = add i64 %v41, 32
  %v145 = icmp ult i64 %v144, %v43
  %v146 = add i64 %v143, 2
  %v147 = add i64 %v52, 2
  %v148 = icmp ult i64 %v147, %v53
  %v149 = and i1 %v145, %v148
  %v150 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v146
  %v151 = load half, half addrspace(1)* %v150, align 2
  %v152 = fpext half %v151 to float
  %v153 = mul i64 32, %v42
  %v154 = add i64 %v54, %v153
  %v155 = add i64 %v41, 32
  %v156 = icmp ult i64 %v155, %v43
  %v157 = add i64 %v154, 3
  %v158 = add i64 %v52, 3
  %v159 = icmp ult i64 %v158, %v53
  %v160 = and i1 %v156, %v159
  %v161 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v157
  %v162 = load half, half addrspace(1)* %v161, align 2
  %v163 = fpext half %v162 to float
  %v164 = mul i64 32, %v42
  %v165 = add i64 %v54, %v164
  %v166 = add i64 %v41, 32
  %v167 = icmp ult i64 %v166, %v43
  %v168 = add i64 %v165, 4
  %v169 = add i64 %v52, 4
  %v170 = icmp ult i64 %v169, %v53
  %v171 = and i1 %v167, %v170
  %v172 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v168
  %v173 = load half, half addrspace(1)* %v172, align 2
  %v174 = fpext half %v173 to float
  %v175 = mul i64 32, %v42
  %v176 = add i64 %v54, %v175
  %v177 = add i64 %v41, 32
  %v178 = icmp ult i64 %v177, %v43
  %v179 = add i64 %v176, 5
  %v180 = add i64 %v52, 5
  %v181 = icmp ult i64 %v180, %v53
  %v182 = and i1 %v178, %v181
  %v183 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v179
  %v184 = load half, half addrspace(1)* %v183, align 2
  %v185 = fpext half %v184 to float
  %v186 = mul i64 32, %v42
  %v187 = add i64 %v54, %v186
  %v188 = add i64 %v41, 32
  %v189 = icmp ult i64 %v188, %v43
  %v190 = add i64 %v187, 6
  %v191 = add i64 %v52, 6
  %v192 = icmp ult i64 %v191, %v53
  %v193 = and i1 %v189, %v192
  %v194 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v190
  %v195 = load half, half addrspace(1)* %v194, align 2
  %v196 = fpext half %v195 to float
  %v197 = mul i64 32, %v42
  %v198 = add i64 %v54, %v197
  %v199 = add i64 %v41, 32
  %v200 = icmp ult i64 %v199, %v43
  %v201 = add i64 %v198, 7
  %v202 = add i64 %v52, 7
  %v203 = icmp ult i64 %v202, %v53
  %v204 = and i1 %v200, %v203
  %v205 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v201
  %v206 = load half, half addrspace(1)* %v205, align 2
  %v207 = fpext half %v206 to float
  br label %ld_done3
ld_edge2:
  %v208 = icmp ult i64 %v41, %v43
  %v209 = icmp ult i64 %v52, %v53
  %v210 = and i1 %v208, %v209
  %v211 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v54
  br i1 %v210, label %ld4, label %ld_next5
ld_done3:
  %v372 = phi float [ %v65, %ld_full1 ], [ %v214, %ld_next35 ]
  %v373 = phi float [ %v73, %ld_full1 ], [ %v223, %ld_next35 ]
  %v374 = phi float [ %v81, %ld_full1 ], [ %v232, %ld_next35 ]
  %v375 = phi float [ %v89, %ld_full1 ], [ %v241, %ld_next35 ]
  %v376 = phi float [ %v97, %ld_full1 ], [ %v250, %ld_next35 ]
  %v377 = phi float [ %v105, %ld_full1 ], [ %v259, %ld_next35 ]
  %v378 = phi float [ %v113, %ld_full1 ], [ %v268, %ld_next35 ]
  %v379 = phi float [ %v121, %ld_full1 ], [ %v277, %ld_next35 ]
  %v380 = phi float [ %v130, %ld_full1 ], [ %v287, %ld_next35 ]
  %v381 = phi float [ %v141, %ld_full1 ], [ %v299, %ld_next35 ]
  %v382 = phi float [ %v152, %ld_full1 ], [ %v311, %ld_next35 ]
  %v383 = phi float [ %v163, %ld_full1 ], [ %v323, %ld_next35 ]
  %v384 = phi float [ %v174, %ld_full1 ], [ %v335, %ld_next35 ]
  %v385 = phi float [ %v185, %ld_full1 ], [ %v347, %ld_next35 ]
  %v386 = phi float [ %v196, %ld_full1 ], [ %v359, %ld_next35 ]
  %v387 = phi float [ %v207, %ld_full1 ], [ %v371, %ld_next35 ]
  %v388 = and i32 %v2, 1
  %v389 = shl i32 %v388, 3
  %v390 = lshr i32 %v2, 1
  %v391 = and i32 %v390, 1
  %v392 = shl i32 %v391, 4
  %v393 = or i32 %v389, %v392
  %v394 = lshr i32 %v2, 2
  %v395 = and i32 %v394, 1
  %v396 = shl i32 %v395, 5
  %v397 = or i32 %v393, %v396
  %v398 = lshr i32 %v2, 3
  %v399 = and i32 %v398, 1
  %v400 = shl i32 %v399, 6
  %v401 = or i32 %v397, %v400
  %v402 = lshr i32 %v2, 4
  %v403 = and i32 %v402, 1
  %v404 = shl i32 %v403, 7
  %v405 = or i32 %v401, %v404
  %v406 = and i32 %v3, 1
  %v407 = shl i32 %v406, 8
  %v408 = or i32 %v405, %v407
  %v409 = lshr i32 %v3, 1
  %v410 = and i32 %v409, 1
  %v411 = shl i32 %v410, 9
  %v412 = or i32 %v408, %v411
  %v413 = lshr i32 %v3, 2
  %v414 = and i32 %v413, 1
  %v415 = shl i32 %v414, 10
  %v416 = or i32 %v412, %v415
  %v417 = lshr i32 %v416, 6
  %v418 = and i32 %v417, 63
  %v419 = and i32 %v416, 63
  %v420 = sext i32 %v4 to i64
  %v421 = mul i64 %v420, 64
  %v422 = zext i32 %v418 to i64
  %v423 = add i64 %v421, %v422
  %v424 = sext i32 %p8 to i64
  %v425 = zext i32 %p6 to i64
  %v426 = mul i64 %v423, %v424
  %v427 = add i64 %v421, 64
  %v428 = icmp sle i64 %v427, %v425
  %v429 = icmp sge i64 %v420, 0
  %v430 = and i1 %v428, %v429
  %v431 = sext i32 %v5 to i64
  %v432 = mul i64 %v431, 64
  %v433 = zext i32 %v419 to i64
  %v434 = add i64 %v432, %v433
  %v435 = zext i32 %p7 to i64
  %v436 = add i64 %v426, %v434
  %v437 = add i64 %v432, 64
  %v438 = icmp sle i64 %v437, %v435
  %v439 = icmp sge i64 %v431, 0
  %v440 = and i1 %v438, %v439
  %v441 = and i1 %v430, %v440
  br i1 %v441, label %st_full36, label %st_edge37
ld4:
  %v212 = load half, half addrspace(1)* %v211, align 2
  %v213 = fpext half %v212 to float
  br label %ld_next5
ld_next5:
  %v214 = phi float [ %v213, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v215 = icmp ult i64 %v41, %v43
  %v216 = add i64 %v54, 1
  %v217 = add i64 %v52, 1
  %v218 = icmp ult i64 %v217, %v53
  %v219 = and i1 %v215, %v218
  %v220 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v216
  br i1 %v219, label %ld6, label %ld_next7
ld6:
  %v221 = load half, half addrspace(1)* %v220, align 2
  %v222 = fpext half %v221 to float
  br label %ld_next7
ld_next7:
  %v223 = phi float [ %v222, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v224 = icmp ult i64 %v41, %v43
  %v225 = add i64 %v54, 2
  %v226 = add i64 %v52, 2
  %v227 = icmp ult i64 %v226, %v53
  %v228 = and i1 %v224, %v227
  %v229 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v225
  br i1 %v228, label %ld8, label %ld_next9
ld8:
  %v230 = load half, half addrspace(1)* %v229, align 2
  %v231 = fpext half %v230 to float
  br label %ld_next9
ld_next9:
  %v232 = phi float [ %v231, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v233 = icmp ult i64 %v41, %v43
  %v234 = add i64 %v54, 3
  %v235 = add i64 %v52, 3
  %v236 = icmp ult i64 %v235, %v53
  %v237 = and i1 %v233, %v236
  %v238 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v234
  br i1 %v237, label %ld10, label %ld_next11
ld10:
  %v239 = load half, half addrspace(1)* %v238, align 2
  %v240 = fpext half %v239 to float
  br label %ld_next11
ld_next11:
  %v241 = phi float [ %v240, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v242 = icmp ult i64 %v41, %v43
  %v243 = add i64 %v54, 4
  %v244 = add i64 %v52, 4
  %v245 = icmp ult i64 %v244, %v53
  %v246 = and i1 %v242, %v245
  %v247 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v243
  br i1 %v246, label %ld12, label %ld_next13
ld12:
  %v248 = load half, half addrspace(1)* %v247, align 2
  %v249 = fpext half %v248 to float
  br label %ld_next13
ld_next13:
  %v250 = phi float [ %v249, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v251 = icmp ult i64 %v41, %v43
  %v252 = add i64 %v54, 5
  %v253 = add i64 %v52, 5
  %v254 = icmp ult i64 %v253, %v53
  %v255 = and i1 %v251, %v254
  %v256 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v252
  br i1 %v255, label %ld14, label %ld_next15
ld14:
  %v257 = load half, half addrspace(1)* %v256, align 2
  %v258 = fpext half %v257 to float
  br label %ld_next15
ld_next15:
  %v259 = phi float [ %v258, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v260 = icmp ult i64 %v41, %v43
  %v261 = add i64 %v54, 6
  %v262 = add i64 %v52, 6
  %v263 = icmp ult i64 %v262, %v53
  %v264 = and i1 %v260, %v263
  %v265 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v261
  br i1 %v264, label %ld16, label %ld_next17
ld16:
  %v266 = load half, half addrspace(1)* %v265, align 2
  %v267 = fpext half %v266 to float
  br label %ld_next17
ld_next17:
  %v268 = phi float [ %v267, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v269 = icmp ult i64 %v41, %v43
  %v270 = add i64 %v54, 7
  %v271 = add i64 %v52, 7
  %v272 = icmp ult i64 %v271, %v53
  %v273 = and i1 %v269, %v272
  %v274 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v270
  br i1 %v273, label %ld18, label %ld_next19
ld18:
  %v275 = load half, half addrspace(1)* %v274, align 2
  %v276 = fpext half %v275 to float
  br label %ld_next19
ld_next19:
  %v277 = phi float [ %v276, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v278 = mul i64 32, %v42
  %v279 = add i64 %v54, %v278
  %v280 = add i64 %v41, 32
  %v281 = icmp ult i64 %v280, %v43
  %v282 = icmp ult i64 %v52, %v53
  %v283 = and i1 %v281, %v282
  %v284 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v279
  br i1 %v283, label %ld20, label %ld_next21
ld20:
  %v285 = load half, half addrspace(1)* %v284, align 2
  %v286 = fpext half %v285 to float
  br label %ld_next21
ld_next21:
  %v287 = phi float [ %v286, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v288 = mul i64 32, %v42
  %v289 = add i64 %v54, %v288
  %v290 = add i64 %v41, 32
  %v291 = icmp ult i64 %v290, %v43
  %v292 = add i64 %v289, 1
  %v293 = add i64 %v52, 1
  %v294 = icmp ult i64 %v293, %v53
  %v295 = and i1 %v291, %v294
  %v296 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v292
  br i1 %v295, label %ld22, label %ld_next23
ld22:
  %v297 = load half, half addrspace(1)* %v296, align 2
  %v298 = fpext half %v297 to float
  br label %ld_next23
ld_next23:
  %v299 = phi float [ %v298, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v300 = mul i64 32, %v42
  %v301 = add i64 %v54, %v300
  %v302 = add i64 %v41, 32
  %v303 = icmp ult i64 %v302, %v43
  %v304 = add i64 %v301, 2
  %v305 = add i64 %v52, 2
  %v306 = icmp ult i64 %v305, %v53
  %v307 = and i1 %v303, %v306
  %v308 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v304
  br i1 %v307, label %ld24, label %ld_next25
ld24:
  %v309 = load half, half addrspace(1)* %v308, align 2
  %v310 = fpext half %v309 to float
  br label %ld_next25
ld_next25:
  %v311 = phi float [ %v310, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v312 = mul i64 32, %v42
  %v313 = add i64 %v54, %v312
  %v314 = add i64 %v41, 32
  %v315 = icmp ult i64 %v314, %v43
  %v316 = add i64 %v313, 3
  %v317 = add i64 %v52, 3
  %v318 = icmp ult i64 %v317, %v53
  %v319 = and i1 %v315, %v318
  %v320 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v316
  br i1 %v319, label %ld26, label %ld_next27
ld26:
  %v321 = load half, half addrspace(1)* %v320, align 2
  %v322 = fpext half %v321 to float
  br label %ld_next27
ld_next27:
  %v323 = phi float [ %v322, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v324 = mul i64 32, %v42
  %v325 = add i64 %v54, %v324
  %v326 = add i64 %v41, 32
  %v327 = icmp ult i64 %v326, %v43
  %v328 = add i64 %v325, 4
  %v329 = add i64 %v52, 4
  %v330 = icmp ult i64 %v329, %v53
  %v331 = and i1 %v327, %v330
  %v332 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v328
  br i1 %v331, label %ld28, label %ld_next29
ld28:
  %v333 = load half, half addrspace(1)* %v332, align 2
  %v334 = fpext half %v333 to float
  br label %ld_next29
ld_next29:
  %v335 = phi float [ %v334, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v336 = mul i64 32, %v42
  %v337 = add i64 %v54, %v336
  %v338 = add i64 %v41, 32
  %v339 = icmp ult i64 %v338, %v43
  %v340 = add i64 %v337, 5
  %v341 = add i64 %v52, 5
  %v342 = icmp ult i64 %v341, %v53
  %v343 = and i1 %v339, %v342
  %v344 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v340
  br i1 %v343, label %ld30, label %ld_next31
ld30:
  %v345 = load half, half addrspace(1)* %v344, align 2
  %v346 = fpext half %v345 to float
  br label %ld_next31
ld_next31:
  %v347 = phi float [ %v346, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v348 = mul i64 32, %v42
  %v349 = add i64 %v54, %v348
  %v350 = add i64 %v41, 32
  %v351 = icmp ult i64 %v350, %v43
  %v352 = add i64 %v349, 6
  %v353 = add i64 %v52, 6
  %v354 = icmp ult i64 %v353, %v53
  %v355 = and i1 %v351, %v354
  %v356 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v352
  br i1 %v355, label %ld32, label %ld_next33
ld32:
  %v357 = load half, half addrspace(1)* %v356, align 2
  %v358 = fpext half %v357 to float
  br label %ld_next33
ld_next33:
  %v359 = phi float [ %v358, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v360 = mul i64 32, %v42
  %v361 = add i64 %v54, %v360
  %v362 = add i64 %v41, 32
  %v363 = icmp ult i64 %v362, %v43
  %v364 = add i64 %v361, 7
  %v365 = add i64 %v52, 7
  %v366 = icmp ult i64 %v365, %v53
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v364
  br i1 %v367, label %ld34, label %ld_next35
ld34:
  %v369 = load half, half addrspace(1)* %v368, align 2
  %v370 = fpext half %v369 to float
  br label %ld_next35
ld_next35:
  %v371 = phi float [ %v370, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  br label %ld_done3
st_full36:
  %v442 = icmp ult i64 %v423, %v425
  %v443 = icmp ult i64 %v434, %v435
  %v444 = and i1 %v442, %v443
  %v445 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  %v446 = fptrunc float %v372 to half
  %v447 = fptrunc float %v373 to half
  %v448 = bitcast half %v446 to i16
  %v449 = zext i16 %v448 to i32
  %v450 = bitcast half %v447 to i16
  %v451 = zext i16 %v450 to i32
  %v452 = shl i32 %v451, 16
  %v453 = or i32 %v449, %v452
  %v454 = bitcast half addrspace(1)* %v445 to i32 addrspace(1)*
  store i32 %v453, i32 addrspace(1)* %v454, align 4
  %v455 = icmp ult i64 %v423, %v425
  %v456 = add i64 %v436, 2
  %v457 = add i64 %v434, 2
  %v458 = icmp ult i64 %v457, %v435
  %v459 = and i1 %v455, %v458
  %v460 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v456
  %v461 = fptrunc float %v374 to half
  %v462 = fptrunc float %v375 to half
  %v463 = bitcast half %v461 to i16
  %v464 = zext i16 %v463 to i32
  %v465 = bitcast half %v462 to i16
  %v466 = zext i16 %v465 to i32
  %v467 = shl i32 %v466, 16
  %v468 = or i32 %v464, %v467
  %v469 = bitcast half addrspace(1)* %v460 to i32 addrspace(1)*
  store i32 %v468, i32 addrspace(1)* %v469, align 4
  %v470 = icmp ult i64 %v423, %v425
  %v471 = add i64 %v436, 4
  %v472 = add i64 %v434, 4
  %v473 = icmp ult i64 %v472, %v435
  %v474 = and i1 %v470, %v473
  %v475 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v471
  %v476 = fptrunc float %v376 to half
  %v477 = fptrunc float %v377 to half
  %v478 = bitcast half %v476 to i16
  %v479 = zext i16 %v478 to i32
  %v480 = bitcast half %v477 to i16
  %v481 = zext i16 %v480 to i32
  %v482 = shl i32 %v481, 16
  %v483 = or i32 %v479, %v482
  %v484 = bitcast half addrspace(1)* %v475 to i32 addrspace(1)*
  store i32 %v483, i32 addrspace(1)* %v484, align 4
  %v485 = icmp ult i64 %v423, %v425
  %v486 = add i64 %v436, 6
  %v487 = add i64 %v434, 6
  %v488 = icmp ult i64 %v487, %v435
  %v489 = and i1 %v485, %v488
  %v490 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v486
  %v491 = fptrunc float %v378 to half
  %v492 = fptrunc float %v379 to half
  %v493 = bitcast half %v491 to i16
  %v494 = zext i16 %v493 to i32
  %v495 = bitcast half %v492 to i16
  %v496 = zext i16 %v495 to i32
  %v497 = shl i32 %v496, 16
  %v498 = or i32 %v494, %v497
  %v499 = bitcast half addrspace(1)* %v490 to i32 addrspace(1)*
  store i32 %v498, i32 addrspace(1)* %v499, align 4
  %v500 = mul i64 32, %v424
  %v501 = add i64 %v436, %v500
  %v502 = add i64 %v423, 32
  %v503 = icmp ult i64 %v502, %v425
  %v504 = icmp ult i64 %v434, %v435
  %v505 = and i1 %v503, %v504
  %v506 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v501
  %v507 = fptrunc float %v380 to half
  %v508 = fptrunc float %v381 to half
  %v509 = bitcast half %v507 to i16
  %v510 = zext i16 %v509 to i32
  %v511 = bitcast half %v508 to i16
  %v512 = zext i16 %v511 to i32
  %v513 = shl i32 %v512, 16
  %v514 = or i32 %v510, %v513
  %v515 = bitcast half addrspace(1)* %v506 to i32 addrspace(1)*
  store i32 %v514, i32 addrspace(1)* %v515, align 4
  %v516 = mul i64 32, %v424
  %v517 = add i64 %v436, %v516
  %v518 = add i64 %v423, 32
  %v519 = icmp ult i64 %v518, %v425
  %v520 = add i64 %v517, 2
  %v521 = add i64 %v434, 2
  %v522 = icmp ult i64 %v521, %v435
  %v523 = and i1 %v519, %v522
  %v524 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v520
  %v525 = fptrunc float %v382 to half
  %v526 = fptrunc float %v383 to half
  %v527 = bitcast half %v525 to i16
  %v528 = zext i16 %v527 to i32
  %v529 = bitcast half %v526 to i16
  %v530 = zext i16 %v529 to i32
  %v531 = shl i32 %v530, 16
  %v532 = or i32 %v528, %v531
  %v533 = bitcast half addrspace(1)* %v524 to i32 addrspace(1)*
  store i32 %v532, i32 addrspace(1)* %v533, align 4
  %v534 = mul i64 32, %v424
  %v535 = add i64 %v436, %v534
  %v536 = add i64 %v423, 32
  %v537 = icmp ult i64 %v536, %v425
  %v538 = add i64 %v535, 4
  %v539 = add i64 %v434, 4
  %v540 = icmp ult i64 %v539, %v435
  %v541 = and i1 %v537, %v540
  %v542 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v538
  %v543 = fptrunc float %v384 to half
  %v544 = fptrunc float %v385 to half
  %v545 = bitcast half %v543 to i16
  %v546 = zext i16 %v545 to i32
  %v547 = bitcast half %v544 to i16
  %v548 = zext i16 %v547 to i32
  %v549 = shl i32 %v548, 16
  %v550 = or i32 %v546, %v549
  %v551 = bitcast half addrspace(1)* %v542 to i32 addrspace(1)*
  store i32 %v550, i32 addrspace(1)* %v551, align 4
  %v552 = mul i64 32, %v424
  %v553 = add i64 %v436, %v552
  %v554 = add i64 %v423, 32
  %v555 = icmp ult i64 %v554, %v425
  %v556 = add i64 %v553, 6
  %v557 = add i64 %v434, 6
  %v558 = icmp ult i64 %v557, %v435
  %v559 = and i1 %v555, %v558
  %v560 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v556
  %v561 = fptrunc float %v386 to half
  %v562 = fptrunc float %v387 to half
  %v563 = bitcast half %v561 to i16
  %v564 = zext i16 %v563 to i32
  %v565 = bitcast half %v562 to i16
  %v566 = zext i16 %v565 to i32
  %v567 = shl i32 %v566, 16
  %v568 = or i32 %v564, %v567
  %v569 = bitcast half addrspace(1)* %v560 to i32 addrspace(1)*
  store i32 %v568, i32 addrspace(1)* %v569, align 4
  br label %st_done38
st_edge37:
  %v570 = icmp ult i64 %v423, %v425
  %v571 = icmp ult i64 %v434, %v435
  %v572 = and i1 %v570, %v571
  %v573 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v436
  br i1 %v572, label %st39, label %join40
st_done38:
  ret void
st39:
  %v574 = fptrunc float %v372 to half
  %v575 = fptrunc float %v373 to half
  %v576 = bitcast half %v574 to i16
  %v577 = zext i16 %v576 to i32
  %v578 = bitcast half %v575 to i16
  %v579 = zext i16 %v578 to i32
  %v580 = shl i32 %v579, 16
  %v581 = or i32 %v577, %v580
  %v582 = bitcast half addrspace(1)* %v573 to i32 addrspace(1)*
  store i32 %v581, i32 addrspace(1)* %v582, align 4
  br label %join40
join40:
  %v583 = icmp ult i64 %v423, %v425
  %v584 = add i64 %v436, 2
  %v585 = add i64 %v434, 2
  %v586 = icmp ult i64 %v585, %v435
  %v587 = and i1 %v583, %v586
  %v588 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v584
  br i1 %v587, label %st41, label %join42
st41:
  %v589 = fptrunc float %v374 to half
  %v590 = fptrunc float %v375 to half
  %v591 = bitcast half %v589 to i16
  %v592 = zext i16 %v591 to i32
  %v593 = bitcast half %v590 to i16
  %v594 = zext i16 %v593 to i32
  %v595 = shl i32 %v594, 16
  %v596 = or i32 %v592, %v595
  %v597 = bitcast half addrspace(1)* %v588 to i32 addrspace(1)*
  store i32 %v596, i32 addrspace(1)* %v597, align 4
  br label %join42
join42:
  %v598 = icmp ult i64 %v423, %v425
  %v599 = add i64 %v436, 4
  %v600 = add i64 %v434, 4
  %v601 = icmp ult i64 %v600, %v435
  %v602 = and i1 %v598, %v601
  %v603 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v599
  br i1 %v602, label %st43, label %join44
st43:
  %v604 = fptrunc float %v376 to half
  %v605 = fptrunc float %v377 to half
  %v606 = bitcast half %v604 to i16
  %v607 = zext i16 %v606 to i32
  %v608 = bitcast half %v605 to i16
  %v609 = zext i16 %v608 to i32
  %v610 = shl i32 %v609, 16
  %v611 = or i32 %v607, %v610
  %v612 = bitcast half addrspace(1)* %v603 to i32 addrspace(1)*
  store i32 %v611, i32 addrspace(1)* %v612, align 4
  br label %join44
join44:
  %v613 = icmp ult i64 %v423, %v425
  %v614 = add i64 %v436, 6
  %v615 = add i64 %v434, 6
  %v616 = icmp ult i64 %v615, %v435
  %v617 = and i1 %v613, %v616
  %v618 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v614
  br i1 %v617, label %st45, label %join46
st45:
  %v619 = fptrunc float %v378 to half
  %v620 = fptrunc float %v379 to half
  %v621 = bitcast half %v619 to i16
  %v622 = zext i16 %v621 to i32
  %v623 = bitcast half %v620 to i16
  %v624 = zext i16 %v623 to i32
  %v625 = shl i32 %v624, 16
  %v626 = or i32 %v622, %v625
  %v627 = bitcast half addrspace(1)* %v618 to i32 addrspace(1)*
  store i32 %v626, i32 addrspace(1)* %v627, align 4
  br label %join46
join46:
  %v628 = mul i64 32, %v424
  %v629 = add i64 %v436, %v628
  %v630 = add i64 %v423, 32
  %v631 = icmp ult i64 %v630, %v425
  %v632 = icmp ult i64 %v434, %v435
  %v633 = and i1 %v631, %v632
  %v634 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v629
  br i1 %v633, label %st47, label %join48
st47:
  %v635 = fptrunc float %v380 to half
  %v636 = fptrunc float %v381 to half
  %v637 = bitcast half %v635 to i16
  %v638 = zext i16 %v637 to i32
  %v639 = bitcast half %v636 to i16
  %v640 = zext i16 %v639 to i32
  %v641 = shl i32 %v640, 16
  %v642 = or i32 %v638, %v641
  %v643 = bitcast half addrspace(1)* %v634 to i32 addrspace(1)*
  store i32 %v642, i32 addrspace(1)* %v643, align 4
  br label %join48
join48:
  %v644 = mul i64 32, %v424
  %v645 = add i64 %v436, %v644
  %v646 = add i64 %v423, 32
  %v647 = icmp ult i64 %v646, %v425
  %v648 = add i64 %v645, 2
  %v649 = add i64 %v434, 2
  %v650 = icmp ult i64 %v649, %v435
  %v651 = and i1 %v647, %v650
  %v652 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v648
  br i1 %v651, label %st49, label %join50
st49:
  %v653 = fptrunc float %v382 to half
  %v654 = fptrunc float %v383 to half
  %v655 = bitcast half %v653 to i16
  %v656 = zext i16 %v655 to i32
  %v657 = bitcast half %v654 to i16
  %v658 = zext i16 %v657 to i32
  %v659 = shl i32 %v658, 16
  %v660 = or i32 %v656, %v659
  %v661 = bitcast half addrspace(1)* %v652 to i32 addrspace(1)*
  store i32 %v660, i32 addrspace(1)* %v661, align 4
  br label %join50
join50:
  %v662 = mul i64 32, %v424
  %v663 = add i64 %v436, %v662
  %v664 = add i64 %v423, 32
  %v665 = icmp ult i64 %v664, %v425
  %v666 = add i64 %v663, 4
  %v667 = add i64 %v434, 4
  %v668 = icmp ult i64 %v667, %v435
  %v669 = and i1 %v665, %v668
  %v670 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v666
  br i1 %v669, label %st51, label %join52
st51:
  %v671 = fptrunc float %v384 to half
  %v672 = fptrunc float %v385 to half
  %v673 = bitcast half %v671 to i16
  %v674 = zext i16 %v673 to i32
  %v675 = bitcast half %v672 to i16
  %v676 = zext i16 %v675 to i32
  %v677 = shl i32 %v676, 16
  %v678 = or i32 %v674, %v677
  %v679 = bitcast half addrspace(1)* %v670 to i32 addrspace(1)*
  store i32 %v678, i32 addrspace(1)* %v679, align 4
  br label %join52
join52:
  %v680 = mul i64 32, %v424
  %v681 = add i64 %v436, %v680
  %v682 = add i64 %v423, 32
  %v683 = icmp ult i64 %v682, %v425
  %v684 = add i64 %v681, 6
  %v685 = add i64 %v434, 6
  %v686 = icmp ult i64 %v685, %v435
  %v687 = and i1 %v683, %v686
  %v688 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v684
  br i1 %v687, label %st53, label %join54
st53:
  %v689 = fptrunc float %v386 to half
  %v690 = fptrunc float %v387 to half
  %v691 = bitcast half %v689 to i16
  %v692 = zext i16 %v691 to i32
  %v693 = bitcast half %v690 to i16
  %v694 = zext i16 %v693 to i32
  %v695 = shl i32 %v694, 16
  %v696 = or i32 %v692, %v695
  %v697 = bitcast half addrspace(1)* %v688 to i32 addrspace(1)*
  store i32 %v696, i32 addrspace(1)* %v697, align 4
  br label %join54
join54:
  br label %st_done38
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @copy_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
